import { fileURLToPath } from 'node:url';

// This file sits one folder below the server package both as source (src/) and bundled (dist/),
// so these stay right in either form.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** S-02's list ships as a text file next to its module; the bundle does not carry it, so it is read from src. */
export const COMMON_PASSWORDS_FILE = fileURLToPath(
  new URL('../src/modules/account/data/common-passwords.txt', import.meta.url),
);
