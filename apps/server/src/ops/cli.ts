import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { OpsError, runOpsCommand } from './commands.js';
import { sendOpsCommand } from './socket.js';

async function main() {
  const args = process.argv.slice(2);
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
