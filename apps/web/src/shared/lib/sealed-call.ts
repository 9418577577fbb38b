import {
  type BodyOf,
  type ConsolidatedSettings,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  type EndpointSpec,
  type ResponseOf,
  sealCredentials,
} from '@app/contracts';
import { apiRequest } from './api-client';

/** What the consolidated settings publish for credential encryption (R-API-45). */
export type CredentialSeal = ConsolidatedSettings['encryption'];

/**
 * Sends a login or registration body sealed with the server's published key (R-AUTH-14, R-REG-17):
 * `{ data }` with the `Encryption` header, which the server opens before validation. Sealing keeps
 * the password out of anything that sees the request after TLS ends (a proxy's or a CDN's body
 * logs). Without a key the site enables and a scheme this client knows, or without WebCrypto, the
 * body goes plain over TLS as before: the server accepts both, so a bad key locks nobody out.
 */
export async function callSealed<E extends EndpointSpec>(
  endpoint: E,
  body: BodyOf<E>,
  seal: CredentialSeal | undefined,
  headers: Record<string, string> = {},
): Promise<ResponseOf<E>> {
  const data =
    seal?.enabled && seal.scheme === ENCRYPTION_SCHEME && globalThis.crypto?.subtle
      ? await sealCredentials(seal.publicKey, body).catch(() => null)
      : null;
  if (data === null) {
    return apiRequest<ResponseOf<E>>(endpoint.method, endpoint.path, { body, headers });
  }
  return apiRequest<ResponseOf<E>>(endpoint.method, endpoint.path, {
    body: { data },
    headers: { ...headers, [ENCRYPTION_HEADER]: seal?.scheme ?? ENCRYPTION_SCHEME },
  });
}
