/** The API's rule for a client seed: 1 to 64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export function isValidClientSeed(value: string): boolean {
  return CLIENT_SEED.test(value);
}

/** A suggestion the player may keep or change: 16 random hex characters. */
export function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
