/**
 * Provably fair house draws. Before betting on a draw opens, the server picks a secret seed (32
 * random bytes, as 64 hex characters) and publishes its commitment, SHA-256 of the seed's text.
 * After the draw the seed is revealed; anyone checks SHA-256(seed) = commitment and recomputes the
 * digits:
 *
 *   for round r = 0, 1, …: H = HMAC-SHA256(key = seed, message = `${gameCode}:${drawNo}:${r}`)
 *   each byte b of H, in order: if b < 250, the next digit is b mod 10 (else the byte is skipped)
 *
 * until the game has its digits. 250 is the largest multiple of 10 under 256, so every digit is
 * exactly uniform and independent. WebCrypto only, so the verify page runs this very code.
 */

const encoder = new TextEncoder();
export const LOTTERY_SEED_PATTERN = /^[0-9a-f]{64}$/;

function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  return api;
}

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The commitment published before betting opens: SHA-256 of the seed's hex text. */
export async function lotteryCommitment(serverSeed: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(serverSeed)));
}

/** The digits of a byte stream: bytes under 250, each taken mod 10 (exposed for the exact odds). */
export function digitsOfBytes(bytes: Uint8Array, wanted: number, into: number[] = []): number[] {
  for (const byte of bytes) {
    if (into.length >= wanted) break;
    if (byte < 250) into.push(byte % 10);
  }
  return into;
}

/** The drawn numbers of draw `drawNo` of `gameCode`, as text of `digits` digits ("305"). */
export async function lotteryNumbers(
  serverSeed: string,
  gameCode: string,
  drawNo: number,
  digits: number,
): Promise<string> {
  const key = await subtle().importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const drawn: number[] = [];
  for (let round = 0; drawn.length < digits; round++) {
    const mac = await subtle().sign('HMAC', key, encoder.encode(`${gameCode}:${drawNo}:${round}`));
    digitsOfBytes(new Uint8Array(mac), digits, drawn);
  }
  return drawn.join('');
}
