import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { seedDemoTransferVendor } from './db/seed/transfer-vendor.js';
import { startOpsSocket } from './ops/socket.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const demo = config.SEED_DEMO ? await seedDemo(database.db) : null;
  if (config.SEED_DEMO && config.DEMO_TRANSFER_WALLET_URL && config.DEMO_TRANSFER_WALLET_SECRET)
    await seedDemoTransferVendor(
      database.db,
      config.DEMO_TRANSFER_WALLET_URL,
      config.DEMO_TRANSFER_WALLET_SECRET,
    );

  const app = await buildApp({
    config,
    database,
    ...(config.WEB_DIST_DIR ? { webDistDir: config.WEB_DIST_DIR } : {}),
  });
  const closeOpsSocket =
    database.kind === 'pglite'
      ? await startOpsSocket(config.DATA_DIR, database.db, () => app.systemConfig.invalidate())
      : async () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await closeOpsSocket();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Shown once, when the demo team is made: the password is stored only as its hash.
  if (demo?.demoAgent)
    app.log.warn(
      { username: demo.demoAgent.username, password: demo.demoAgent.password },
      'demo agent created: log in with this name and password (shown only now)',
    );
  app.log.info({ database: database.kind, url: `http://localhost:${config.PORT}/m/` }, 'site is up');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
