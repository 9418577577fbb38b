/**
 * The customer-service path is "encrypted" with its own last 8 characters as the key (SPEC §3).
 * The key travels with the value, so this is obfuscation against casual scraping, not secrecy
 * never put a secret in it. Format: base64url(utf8(url) XOR key) followed by the key.
 */
const KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ (keyBytes[i % keyBytes.length] as number));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

export function encodeServicePath(url: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < KEY_LENGTH) throw new Error('encodeServicePath needs 8 random bytes');
  const key = [...randomBytes.subarray(0, KEY_LENGTH)]
    .map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length])
    .join('');
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

/** Returns the URL, or null when the value is not in the expected format. */
export function decodeServicePath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = path.slice(-KEY_LENGTH);
  try {
    const url = new TextDecoder('utf-8', { fatal: true }).decode(
      xorWithKey(fromBase64Url(path.slice(0, -KEY_LENGTH)), key),
    );
    return /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}
