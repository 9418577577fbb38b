import type { Db } from '../db/client.js';
import { OpsError } from './args.js';
import { BACKUP_COMMANDS } from './backup-commands.js';
import { CASHIER_COMMANDS } from './cashier-commands.js';
import { CATALOGUE_COMMANDS } from './catalogue-commands.js';
import { findCommand, type OpsCommand, parseInput, usageOf } from './command.js';
import { CONTENT_COMMANDS } from './content-commands.js';
import { FEEDBACK_COMMANDS } from './feedback-commands.js';
import { INBOX_COMMANDS } from './inbox-commands.js';
import { MEMBER_COMMANDS } from './member-commands.js';
import { SITE_COMMANDS } from './site-commands.js';
import { WALLET_COMMANDS } from './wallet-commands.js';

export { OpsError };

/** Every operator command, in the order the help lists them. */
const COMMANDS: readonly OpsCommand[] = [
  ...SITE_COMMANDS,
  ...MEMBER_COMMANDS,
  ...CATALOGUE_COMMANDS,
  ...CONTENT_COMMANDS,
  ...FEEDBACK_COMMANDS,
  ...INBOX_COMMANDS,
  ...WALLET_COMMANDS,
  ...CASHIER_COMMANDS,
  ...BACKUP_COMMANDS,
];

export const USAGE = usageOf(COMMANDS);

/** Runs one operator command against the database and returns what to print. */
export async function runOpsCommand(db: Db, args: string[]): Promise<string> {
  const found = findCommand(COMMANDS, args);
  if (!found) throw new OpsError(USAGE);
  return found.command.run(db, parseInput(found.command, found.rest));
}
