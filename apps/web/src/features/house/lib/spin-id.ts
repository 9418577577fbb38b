/**
 * A fresh id for one spin; the server answers a retried spin with the same id by its first result.
 * getRandomValues rather than randomUUID, which plain-http pages (a LAN test phone) lack.
 */
export function newSpinId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
