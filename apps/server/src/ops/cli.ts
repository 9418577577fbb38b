import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { OpsError, runOpsCommand } from './commands.js';
import { sendOpsCommand } from './socket.js';

/**
 * File arguments made absolute: with the server running, the command runs in the server's process,
 * whose working folder may not be the operator's.
 */
function withAbsolutePaths(args: string[]): string[] {
  return args.map((arg, i) => {
    const isFile = args[i - 1] === '--file' || (i === 2 && args[0] === 'catalogue' && args[1] === 'import');
    return isFile ? path.resolve(arg) : arg;
  });
}

async function main() {
  const args = withAbsolutePaths(process.argv.slice(2));
  const config = loadConfig();
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
