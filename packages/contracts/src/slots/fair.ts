import type { SlotDefinition } from './types.js';

/**
 * Provably fair draws (H-3), the scheme Stake publishes: HMAC-SHA256 keyed with the server seed over
 * `${clientSeed}:${nonce}:${cursor}`; each 32-byte digest yields 8 floats of 4 bytes
 * (f = b0/256 + b1/256² + b2/256³ + b3/256⁴), and the cursor moves on when a digest is used up.
 * WebCrypto only, so a browser recomputes every spin with the same code the server ran.
 */

const FLOATS_PER_DIGEST = 8;
const encoder = new TextEncoder();

/** A client seed is 1–64 printable ASCII characters without spaces, so it reads and copies unambiguously. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;
/** A server seed is 32 bytes from the server's CSPRNG, written as 64 lowercase hex characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export function isClientSeed(value: string): boolean {
  return CLIENT_SEED_PATTERN.test(value);
}

function subtle() {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available in this context');
  return api;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the UTF-8 text as lowercase hex; the commitment published before play is sha256Hex(serverSeed). */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** `count` floats in [0, 1) for the given seeds and nonce. */
export async function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a whole number ≥ 0`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0`);
  const key = await subtle().importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const message = encoder.encode(`${clientSeed}:${nonce}:${cursor}`);
    const bytes = new Uint8Array(await subtle().sign('HMAC', key, message));
    for (let i = 0; i < FLOATS_PER_DIGEST && floats.length < count; i++) {
      const at = i * 4;
      floats.push(
        bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4,
      );
    }
  }
  return floats;
}

/** The reel stops of spin `nonce`: reel i stops at floor(float_i × strip length). */
export async function fairStops(
  def: SlotDefinition,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number[]> {
  const floats = await fairFloats(serverSeed, clientSeed, nonce, def.reels.length);
  return def.reels.map((strip, reel) => Math.floor(floats[reel]! * strip.length));
}
