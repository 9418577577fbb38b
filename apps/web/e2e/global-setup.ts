import { rmSync } from 'node:fs';
import { prepareDatabase } from '../../../scripts/e2e-server.mjs';
import { E2E_BASE_PORT, E2E_TEMPLATE_DIR } from './settings';

/** Prepares the database every worker copies; the returned function removes it after the run. */
export default async function globalSetup() {
  process.chdir(new URL('../../..', import.meta.url).pathname);
  await prepareDatabase(E2E_TEMPLATE_DIR, E2E_BASE_PORT);
  return () => rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true });
}
