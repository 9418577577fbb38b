import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { POSTGRES_BACKUP_HELP, restoreEmbedded } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { OpsError, runOpsCommand } from './commands.js';
import { sendOpsCommand } from './socket-client.js';

/** Commands whose first argument is a file. */
const FILE_COMMANDS = new Set(['backup', 'restore']);

/**
 * File arguments made absolute: with the server running, the command runs in the server's process,
 * whose working folder may not be the operator's.
 */
function withAbsolutePaths(args: string[]): string[] {
  return args.map((arg, i) => {
    const isFile =
      args[i - 1] === '--file' ||
      (i === 2 && args[0] === 'catalogue' && args[1] === 'import') ||
      (i === 1 && FILE_COMMANDS.has(args[0] ?? ''));
    return isFile ? path.resolve(arg) : arg;
  });
}

/**
 * `restore FILE [--force]`: only with no server on the data folder, since the embedded database
 * belongs to one process; it makes a new data folder rather than changing one in use.
 */
async function restore(args: string[], config: ReturnType<typeof loadConfig>): Promise<string> {
  if (config.DATABASE_URL) throw new OpsError(POSTGRES_BACKUP_HELP);
  let parsed: { positionals: string[]; values: { force?: boolean | undefined } };
  try {
    parsed = parseArgs({ args, options: { force: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    throw new OpsError(`${(error as Error).message}\nusage: restore FILE [--force]`);
  }
  const { positionals, values } = parsed;
  const [file] = positionals;
  if (!file) throw new OpsError('usage: restore FILE [--force]');
  if (await sendOpsCommand(config.DATA_DIR, ['status'])) {
    throw new OpsError(`a server is running on ${config.DATA_DIR}: stop it, then restore`);
  }
  try {
    const setAside = await restoreEmbedded(config.DATA_DIR, file, values.force === true);
    return `restored ${file} into ${config.DATA_DIR}${setAside ? `; the database that was there is in ${setAside}` : ''}`;
  } catch (error) {
    throw new OpsError((error as Error).message);
  }
}

async function main() {
  const args = withAbsolutePaths(process.argv.slice(2));
  const config = loadConfig();
  if (args[0] === 'restore') {
    try {
      console.log(await restore(args.slice(1), config));
    } catch (error) {
      if (!(error instanceof OpsError)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    }
    return;
  }
  if (!config.DATABASE_URL) {
    const answer = await sendOpsCommand(config.DATA_DIR, args);
    if (answer) {
      console.log(answer.output);
      process.exitCode = answer.ok ? 0 : 2;
      return;
    }
  }
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    console.log(await runOpsCommand(database.db, args));
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

await main();
