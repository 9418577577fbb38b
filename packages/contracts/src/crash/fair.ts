import { CRASH_RULES } from './rules.js';

/**
 * Provably fair crash points, bustabit's scheme. A chain of hashes is made from a secret seed:
 * h[N] = seed, h[k−1] = SHA-256(h[k]) (of the 64 hex characters as text), and h[0], the terminating
 * hash, is published with a public salt before the first round. Round k of the chain uses h[k], so the
 * rounds spend the chain backwards and each revealed hash proves the one before it:
 * SHA-256(h[k]) = h[k−1]. The crash point of a round, in hundredths:
 *
 *   H = HMAC-SHA256(key = h[k], message = salt) as hex; r = its first 13 hex digits (52 bits)
 *   C = min(maxMultiplier, max(100, floor((10000 − edgeBp) · 2^52 / (100 · (2^52 − r)))))
 *
 * With edgeBp = 100 that is floor(99 / (1 − r/2^52)): P(C ≥ x) = 0.99 / x for every target x of
 * 1.01× and more, so every cash-out target returns 99 %, and about 2 rounds in 101 crash at 1.00×.
 * WebCrypto only, so the verify page runs this very code.
 */

const encoder = new TextEncoder();
const TWO_52 = 2n ** 52n;
export const CRASH_HASH_PATTERN = /^[0-9a-f]{64}$/;

function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  return api;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The hash of the round before: SHA-256 of this round's hash (its hex text). */
export async function previousChainHash(gameHash: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(gameHash)));
}

/** The crash point of a game hash from the 52-bit draw r (exposed for the exact odds). */
export function crashPointOfDraw(
  draw: bigint,
  edgeBp: number = CRASH_RULES.houseEdgeBp,
  maxCents: number = CRASH_RULES.maxMultiplierCents,
): number {
  const raw = (BigInt(10_000 - edgeBp) * TWO_52) / (100n * (TWO_52 - draw));
  const capped = raw > BigInt(maxCents) ? maxCents : Number(raw);
  return Math.max(100, capped);
}

/** The 52-bit draw of a game hash: the first 13 hex digits of HMAC-SHA256(gameHash, salt). */
export async function crashDraw(gameHash: string, salt: string): Promise<bigint> {
  const key = await subtle().importKey(
    'raw',
    encoder.encode(gameHash),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = toHex(await subtle().sign('HMAC', key, encoder.encode(salt)));
  return BigInt(`0x${mac.slice(0, 13)}`);
}

/** The crash point, in hundredths, of the round played with `gameHash` under the chain's `salt`. */
export async function crashPointCents(
  gameHash: string,
  salt: string,
  edgeBp: number = CRASH_RULES.houseEdgeBp,
  maxCents: number = CRASH_RULES.maxMultiplierCents,
): Promise<number> {
  return crashPointOfDraw(await crashDraw(gameHash, salt), edgeBp, maxCents);
}
