import { json } from './args.js';
import { limit, type OpsCommand, text } from './command.js';
import { listOperatorActions } from './operator-actions.js';

export const AUDIT_COMMANDS: readonly OpsCommand[] = [
  {
    name: 'audit list',
    usage: '[--command PREFIX] [--limit N]',
    summary: 'every command run, newest first: who, when, its arguments, done or refused',
    options: { command: 'string', limit: 'string' },
    run: async (db, input) =>
      json(await listOperatorActions(db, limit(input, 'limit', 50, 1000), text(input, 'command'))),
  },
];
