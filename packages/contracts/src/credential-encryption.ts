/**
 * Credential encryption (R-AUTH-14, R-API-7): the browser makes a one-time AES-256-GCM key,
 * encrypts the JSON body with it, wraps the key with the server's RSA-OAEP (SHA-256) public key,
 * and sends `{ data }` with the header `Encryption: <scheme>`. WebCrypto, so the same code runs in
 * the browser and in Node.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const ENCRYPTION_HEADER = 'encryption';

export interface SealedEnvelope {
  key: string;
  iv: string;
  ciphertext: string;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Seals a JSON body for the server whose SPKI public key (base64) is given; returns the `data` field. */
export async function sealCredentials(publicKeySpki: string, body: unknown): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  const envelope: SealedEnvelope = {
    key: toBase64(wrapped),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  };
  return btoa(JSON.stringify(envelope));
}
