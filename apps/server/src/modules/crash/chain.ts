import { createHash, randomBytes } from 'node:crypto';
import { CRASH_RULES } from '@app/contracts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A new hash chain: a secret seed h[N], and what is published before its first round, the
 * terminating hash h[0] (h[k−1] = SHA-256(h[k])) and a random salt. Only these are stored.
 */
export function makeChain(length: number = CRASH_RULES.chainLength) {
  const seed = randomBytes(32).toString('hex');
  let hash = seed;
  for (let k = length; k > 0; k--) hash = sha256(hash);
  return { seed, length, terminatingHash: hash, salt: randomBytes(32).toString('hex') };
}

/** The hash of round `index` (1 … length) of a chain: N − index steps down from the seed. */
export function chainHashAt(chain: { seed: string; length: number }, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > chain.length)
    throw new RangeError(`chain index ${index} is outside 1 … ${chain.length}`);
  let hash = chain.seed;
  for (let k = chain.length; k > index; k--) hash = sha256(hash);
  return hash;
}

/** `ju***88`: others see a bet, never who exactly placed it. */
export function maskPlayer(userName: string): string {
  if (userName.length <= 4) return `${userName.slice(0, 1)}***`;
  return `${userName.slice(0, 2)}***${userName.slice(-2)}`;
}
