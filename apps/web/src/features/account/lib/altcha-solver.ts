/**
 * The anti-bot proof of work (R-AUTH-24, R-AUTH-35): altcha's v2 SHA-256 challenge, solved with
 * WebCrypto so that no solver library ships to the phone. The key for counter n is
 * SHA-256(salt ‖ nonce ‖ n as a big-endian uint32), repeated `cost` times; the answer is the first n
 * whose key starts with `keyPrefix`. The server signed the challenge, so it is sent back untouched.
 */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    [key: string]: unknown;
  };
  signature?: string;
  [key: string]: unknown;
}

/** Digests run this many at a time: WebCrypto is asynchronous, and one at a time wastes the wait. */
const BATCH = 64;
/** A challenge the server made takes about 20k tries; past this one something is wrong. */
const MAX_COUNTER = 2_000_000;

const hexToBytes = (hex: string) => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function deriveKey(algorithm: string, cost: number, input: Uint8Array, keyLength: number) {
  let data: BufferSource = input as Uint8Array<ArrayBuffer>;
  let key = new Uint8Array(0);
  for (let i = 0; i < Math.max(1, cost); i++) {
    key = new Uint8Array(await crypto.subtle.digest(algorithm, data));
    data = key;
  }
  return key.subarray(0, keyLength);
}

const startsWith = (key: Uint8Array, prefix: Uint8Array) => prefix.every((byte, i) => key[i] === byte);

/** The solution's counter and key, or null when the challenge cannot be solved here. */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<{ counter: number; derivedKey: string } | null> {
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  if (!/^SHA-(256|384|512)$/.test(algorithm) || !/^[0-9a-f]+$/i.test(keyPrefix) || keyPrefix.length % 2)
    return null;
  const prefix = hexToBytes(keyPrefix.toLowerCase());
  const head = new Uint8Array([...hexToBytes(salt), ...hexToBytes(nonce)]);
  const inputFor = (counter: number) => {
    const input = new Uint8Array(head.length + 4);
    input.set(head);
    new DataView(input.buffer).setUint32(head.length, counter, false);
    return input;
  };
  for (let start = 0; start < MAX_COUNTER; start += BATCH) {
    if (signal?.aborted) return null;
    const counters = Array.from({ length: BATCH }, (_, i) => start + i);
    const keys = await Promise.all(counters.map((n) => deriveKey(algorithm, cost, inputFor(n), keyLength)));
    const found = keys.findIndex((key) => startsWith(key, prefix));
    if (found >= 0) return { counter: start + found, derivedKey: bytesToHex(keys[found] as Uint8Array) };
  }
  return null;
}

/** What the server reads in the `altcha` field: base64 of the JSON challenge and solution. */
export function altchaPayload(challenge: AltchaChallenge, solution: { counter: number; derivedKey: string }) {
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
