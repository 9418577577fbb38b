import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_RULES,
  chanceToReach,
  crashDraw,
  crashElapsedMs,
  crashPayoutCentavos,
  crashPointCents,
  crashPointOfDraw,
  crashRtpFraction,
  drawsReaching,
  multiplierCentsAt,
  previousChainHash,
} from '../index.js';

const TWO_52 = 2 ** 52;
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

/** A chain made with node:crypto, independently of the WebCrypto code under test. */
function nodeChain(seed: string, length: number): string[] {
  const hashes = [seed];
  for (let i = 1; i < length; i++)
    hashes.push(
      createHash('sha256')
        .update(hashes[i - 1]!)
        .digest('hex'),
    );
  return hashes;
}

/** bustabit's published formula in floating point, for comparison away from rounding edges. */
function bustabitPoint(gameHash: string, salt: string): number {
  const mac = createHmac('sha256', gameHash).update(salt).digest('hex');
  const x = Number.parseInt(mac.slice(0, 13), 16) / TWO_52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

describe('Crash fairness (bustabit scheme)', () => {
  it('R-GAMES-40 each revealed hash links to the round before it: SHA-256(h[k]) = h[k−1]', async () => {
    const chain = nodeChain('6f2a9c0e5d1b4a7f8e3c2d1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a19', 50);
    // nodeChain runs forwards from the seed, so its later hashes belong to the earlier rounds.
    for (let i = 1; i < chain.length; i++) expect(await previousChainHash(chain[i - 1]!)).toBe(chain[i]);
  });

  it('R-GAMES-40 the crash point is bustabit’s floor(99 / (1 − r / 2^52)) of HMAC-SHA256(hash, salt)', async () => {
    const chain = nodeChain('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 300);
    for (const hash of chain) {
      const expected = bustabitPoint(hash, SALT);
      const mac = createHmac('sha256', hash).update(SALT).digest('hex');
      expect(await crashDraw(hash, SALT)).toBe(BigInt(`0x${mac.slice(0, 13)}`));
      expect(await crashPointCents(hash, SALT)).toBe(Math.min(expected, CRASH_RULES.maxMultiplierCents));
    }
  });

  it('caps the crash point at the published maximum multiplier and never goes below 1.00×', () => {
    expect(crashPointOfDraw(0n)).toBe(100);
    expect(crashPointOfDraw(BigInt(TWO_52) - 1n)).toBe(CRASH_RULES.maxMultiplierCents);
    expect(crashPointOfDraw(BigInt(TWO_52 / 2))).toBe(198);
  });

  it('R-GAMES-40 computes the RTP of every cash-out target exactly: 99 % less under 2^-52 per unit', () => {
    const targets = [101, 102, 150, 199, 200, 333, 1000, 12345, 100_000, CRASH_RULES.maxMultiplierCents];
    for (const target of targets) {
      const { numerator, denominator } = crashRtpFraction(target);
      // 0.99 − RTP = (0.99 · denominator − numerator) / denominator, and 0.99 · denominator is whole.
      const shortfall = (99n * denominator) / 100n - numerator;
      expect(shortfall >= 0n).toBe(true);
      expect(shortfall < BigInt(target)).toBe(true);
    }
    // The house edge stated on the page: 1 − 0.99 = 1 %, for every target.
    expect(
      1 - Number(crashRtpFraction(200).numerator) / Number(crashRtpFraction(200).denominator),
    ).toBeCloseTo(CRASH_RULES.houseEdgeBp / 10_000, 12);
  });

  it('the chance of an instant crash at 1.00× is exactly 1 − 99/101 of the draws (about 2 in 101)', () => {
    const instant = BigInt(TWO_52) - drawsReaching(101);
    expect(Number(instant) / TWO_52).toBeCloseTo(2 / 101, 12);
    expect(chanceToReach(100)).toBe(1);
    expect(chanceToReach(CRASH_RULES.maxMultiplierCents + 1)).toBe(0);
  });

  it('R-GAMES-40 20,000 real rounds follow the distribution (5 standard deviations)', async () => {
    const rounds = 20_000;
    const chain = nodeChain(createHash('sha256').update(String(Math.random())).digest('hex'), rounds);
    const points = await Promise.all(chain.map((hash) => crashPointCents(hash, SALT)));
    const share = (test: (point: number) => boolean) => points.filter(test).length / rounds;
    const within = (observed: number, p: number) =>
      expect(Math.abs(observed - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / rounds));
    within(
      share((point) => point === 100),
      1 - chanceToReach(101),
    );
    within(
      share((point) => point >= 200),
      chanceToReach(200),
    );
    within(
      share((point) => point >= 1000),
      chanceToReach(1000),
    );
  });

  it('the curve is e^(0.00006·t) in hundredths, and the crash instant is its first reach of the point', () => {
    expect(multiplierCentsAt(0)).toBe(100);
    expect(multiplierCentsAt(11_552)).toBe(199);
    expect(multiplierCentsAt(11_553)).toBe(200);
    for (const point of [100, 101, 150, 200, 777, 10_000, CRASH_RULES.maxMultiplierCents]) {
      const at = crashElapsedMs(point);
      expect(multiplierCentsAt(at)).toBeGreaterThanOrEqual(point);
      if (at > 0) expect(multiplierCentsAt(at - 1)).toBeLessThan(point);
    }
  });

  it('pays stake × multiplier down to the centavo, capped by the maximum win per round', () => {
    expect(crashPayoutCentavos(1_000, 237)).toBe(2_370);
    expect(crashPayoutCentavos(333, 150)).toBe(499);
    expect(crashPayoutCentavos(CRASH_RULES.maxBetCentavos, 100_000)).toBe(CRASH_RULES.maxWinCentavos);
  });
});
