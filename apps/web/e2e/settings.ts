/** Ports from here up: the prepared database's one start, then one server per worker. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The database prepared once by global-setup.ts, copied for each worker. */
export const E2E_TEMPLATE_DIR = `/tmp/perlaplay-e2e-${E2E_BASE_PORT}`;
