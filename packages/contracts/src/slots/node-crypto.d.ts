// Just the node:crypto calls fair.test.ts uses to cross-check WebCrypto. Declared here instead of
// pulling in @types/node, which would let Node-only globals slip into this browser-safe package.
declare module 'node:crypto' {
  interface Hash {
    update(data: string): Hash;
    digest(): Uint8Array;
    digest(encoding: 'hex'): string;
  }
  export function createHash(algorithm: 'sha256'): Hash;
  export function createHmac(algorithm: 'sha256', key: string): Hash;
}
