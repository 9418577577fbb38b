import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/** OWASP's argon2id baseline (S-03): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a secret against its stored hash. Without a stored hash (an unknown account, a trial
 * account) a dummy hash is verified anyway, so the answer takes as long either way (S-06).
 */
export async function verifySecret(storedHash: string | null | undefined, secret: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashSecret('no account has this password');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(storedHash, secret).catch(() => false);
}
