import { backUpEmbedded, POSTGRES_BACKUP_HELP } from '../db/backup.js';
import { OpsError } from './args.js';
import type { OpsCommand } from './command.js';

/** A backup runs where the database is (in the running server's process, through its socket). */
export const BACKUP_COMMANDS: readonly OpsCommand[] = [
  {
    name: 'backup',
    usage: 'FILE',
    summary: 'a consistent copy of the embedded database, taken while the site runs (gzipped tar)',
    async run(db, { positionals: [file] }) {
      if (!file) throw new OpsError('usage: backup FILE');
      try {
        const bytes = await backUpEmbedded(db, file);
        return `backed up to ${file} (${bytes} bytes)`;
      } catch (error) {
        throw new OpsError((error as Error).message);
      }
    },
  },
  {
    name: 'restore',
    usage: 'FILE [--force]',
    summary:
      'the embedded database from a backup, with the server stopped; --force sets the current one aside',
    options: { force: 'boolean' },
    async run() {
      // The command line runs it before any database is opened (cli.ts); here only for the help.
      throw new OpsError(
        `restore runs with the server stopped, on the embedded database.\n${POSTGRES_BACKUP_HELP}`,
      );
    },
  },
];
