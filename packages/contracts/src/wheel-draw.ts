/**
 * The VIP Wheel's provably fair draw (R-PROMO-10, H-3). The server commits to SHA-256(serverSeed)
 * before the spin; the spin takes HMAC-SHA256 keyed with the server seed over the client seed, reads
 * its first 6 bytes as a whole number n and rolls r = n / 2⁴⁸ × 100, a percentage in [0, 100). The
 * prize is the first of the table whose running total of chances exceeds r; past the total, no prize.
 * WebCrypto only and no zod, so the browser's verify page runs this very code.
 */

/** One prize of the table the spin was drawn against: pesos and its chance in percent. */
export interface WheelOdds {
  amount: number;
  percent: number;
}

export interface WheelDraw {
  /** The roll, a percentage in [0, 100). */
  roll: number;
  /** Index of the prize in the table, or null when the roll falls in the "no prize" remainder. */
  prizeIndex: number | null;
  /** Pesos won, 0 for no prize. */
  amount: number;
}

const ROLL_BYTES = 6;
const encoder = new TextEncoder();

function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  return api;
}

/** HMAC-SHA256(key = serverSeed, message = clientSeed), the bytes a spin is drawn from. */
export async function wheelDigest(serverSeed: string, clientSeed: string): Promise<Uint8Array> {
  const key = await subtle().importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(clientSeed)));
}

/** The roll of a digest: its first 6 bytes, big-endian, as a share of 2⁴⁸, times 100. */
export function wheelRollOf(digest: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < ROLL_BYTES; i++) n = n * 256 + (digest[i] ?? 0);
  return (n / 2 ** 48) * 100;
}

/** The prize a roll lands on; chances are taken in the table's order. */
export function wheelPrizeIndex(prizes: readonly WheelOdds[], roll: number): number | null {
  let reach = 0;
  for (const [index, prize] of prizes.entries()) {
    reach += prize.percent;
    if (roll < reach) return index;
  }
  return null;
}

/** The chance (%) of no prize: what the table leaves to 100. */
export function wheelNoPrizePercent(prizes: readonly WheelOdds[]): number {
  const total = prizes.reduce((sum, prize) => sum + prize.percent, 0);
  // Chances such as 0.1 + 0.2 add up with float noise; the table is published to 6 decimals.
  return Math.max(0, Math.round((100 - total) * 1e6) / 1e6);
}

/** The whole draw of one spin from its revealed seeds and prize table. */
export async function drawWheel(
  serverSeed: string,
  clientSeed: string,
  prizes: readonly WheelOdds[],
): Promise<WheelDraw> {
  const roll = wheelRollOf(await wheelDigest(serverSeed, clientSeed));
  const prizeIndex = wheelPrizeIndex(prizes, roll);
  return { roll, prizeIndex, amount: prizeIndex === null ? 0 : (prizes[prizeIndex]?.amount ?? 0) };
}
