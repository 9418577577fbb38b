import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { serverKey } from './server-key.js';

export interface CredentialKey {
  /** SPKI DER, base64: what the consolidated settings publish. */
  publicKeySpki: string;
  privateKey: KeyObject;
}

const cache = new WeakMap<Db, Promise<CredentialKey>>();

/** The RSA key pair for credential encryption, made at first start and kept (R-API-7). */
export function credentialKey(db: Db): Promise<CredentialKey> {
  const known = cache.get(db);
  if (known) return known;
  const loading = (async () => {
    const stored = await serverKey(db, 'credential-rsa', () => {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return JSON.stringify({
        publicKeySpki: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
    });
    const { publicKeySpki, privateKeyPem } = JSON.parse(stored) as {
      publicKeySpki: string;
      privateKeyPem: string;
    };
    return { publicKeySpki, privateKey: createPrivateKey(privateKeyPem) };
  })();
  cache.set(db, loading);
  loading.catch(() => cache.delete(db));
  return loading;
}
