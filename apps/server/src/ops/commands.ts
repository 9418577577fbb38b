import { userInfo } from 'node:os';
import type { Db } from '../db/client.js';
import { ACTIVITY_COMMANDS } from './activity-commands.js';
import { AGENT_COMMANDS } from './agent-commands.js';
import { AGENT_SALARY_COMMANDS } from './agent-salary-commands.js';
import { OpsError } from './args.js';
import { AUDIT_COMMANDS } from './audit-commands.js';
import { BACKUP_COMMANDS } from './backup-commands.js';
import { BONUS_COMMANDS } from './bonus-commands.js';
import { CASHIER_COMMANDS } from './cashier-commands.js';
import { CATALOGUE_COMMANDS } from './catalogue-commands.js';
import { findCommand, type OpsCommand, parseInput, usageOf } from './command.js';
import { CONTENT_COMMANDS } from './content-commands.js';
import { CRASH_COMMANDS } from './crash-commands.js';
import { EXCLUSION_COMMANDS } from './exclusion-commands.js';
import { FEEDBACK_COMMANDS } from './feedback-commands.js';
import { INBOX_COMMANDS } from './inbox-commands.js';
import { KYC_COMMANDS } from './kyc-commands.js';
import { LOTTERY_COMMANDS } from './lottery-commands.js';
import { MEMBER_COMMANDS } from './member-commands.js';
import { recordOperatorAction } from './operator-actions.js';
import { PROMOTION_COMMANDS } from './promotion-commands.js';
import { SITE_COMMANDS } from './site-commands.js';
import { TRANSFER_COMMANDS } from './transfer-commands.js';
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
  ...TRANSFER_COMMANDS,
  ...PROMOTION_COMMANDS,
  ...ACTIVITY_COMMANDS,
  ...AGENT_COMMANDS,
  ...AGENT_SALARY_COMMANDS,
  ...BONUS_COMMANDS,
  ...EXCLUSION_COMMANDS,
  ...KYC_COMMANDS,
  ...BACKUP_COMMANDS,
  ...AUDIT_COMMANDS,
  ...CRASH_COMMANDS,
  ...LOTTERY_COMMANDS,
];

export const USAGE = usageOf(COMMANDS);

/**
 * Runs one operator command against the database and returns what to print. Every command found is
 * recorded with who ran it (`operator`, the CLI's account) and whether it was done or refused.
 */
export async function runOpsCommand(db: Db, args: string[], operator = userInfo().username): Promise<string> {
  const found = findCommand(COMMANDS, args);
  if (!found) throw new OpsError(USAGE);
  const action = { operator, command: found.command.name, args: found.rest };
  try {
    const output = await found.command.run(db, parseInput(found.command, found.rest));
    await recordOperatorAction(db, { ...action, outcome: 'done' });
    return output;
  } catch (error) {
    if (error instanceof OpsError)
      await recordOperatorAction(db, { ...action, outcome: 'refused', detail: error.message });
    throw error;
  }
}
