import { LOTTO_PICKS } from '@app/contracts';

/** Fills `bytes` with random values; the browser's crypto by default. */
type RandomFill = (bytes: Uint32Array<ArrayBuffer>) => void;
const cryptoFill: RandomFill = (bytes) => {
  crypto.getRandomValues(bytes);
};

/**
 * A "lucky pick": 6 different numbers of 1..pool, each equally likely, from the browser's crypto
 * randomness (rejection sampling, so no number is favoured by the modulo), ascending.
 */
export function luckyPick(pool: number, fill: RandomFill = cryptoFill): number[] {
  const chosen = new Set<number>();
  const limit = Math.floor(0x1_0000_0000 / pool) * pool;
  const word = new Uint32Array(1);
  while (chosen.size < LOTTO_PICKS) {
    fill(word);
    const value = word[0] ?? 0;
    if (value >= limit) continue;
    chosen.add((value % pool) + 1);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** A number picked or not: a pick already holding 6 takes no more. */
export function togglePick(picked: readonly number[], n: number): number[] {
  if (picked.includes(n)) return picked.filter((x) => x !== n);
  if (picked.length >= LOTTO_PICKS) return [...picked];
  return [...picked, n].sort((a, b) => a - b);
}

/** "1 in 36.7" from the odds table's exact "142800/5245786": the draws per winning draw. */
export function oneIn(chance: string): number {
  const [wins, of] = chance.split('/').map(Number);
  return wins && of ? of / wins : Number.POSITIVE_INFINITY;
}

/** The numbers of a stored pick or draw that are among `other`'s ("03-07-…"). */
export function matchedOf(numbers: string, other: readonly string[]): string[] {
  const set = new Set(other.flatMap((text) => text.split('-')));
  return numbers.split('-').filter((n) => set.has(n));
}
