import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { disableRegisterCaptcha, login, registerMember, uniqueName } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

const ATTEMPTS = 200;
const TOLERANCE = 0.05;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await disableRegisterCaptcha(t);
});
afterAll(async () => {
  await t.close();
});

/**
 * The median of the relative differences of neighbouring attempts (known, then unknown): each pair
 * ran under the same load, and the median ignores the pairs a pause of the machine fell into, so a
 * busy machine neither hides a real difference nor makes one up.
 */
function pairedMedianDifference(known: number[], unknown: number[]): number {
  const differences = known
    .map((k, i) => {
      const u = unknown[i] ?? k;
      return (k - u) / Math.max(k, u);
    })
    .sort((a, b) => a - b);
  const middle = differences.length / 2;
  return differences.length % 2
    ? (differences[Math.floor(middle)] ?? 0)
    : ((differences[middle - 1] ?? 0) + (differences[middle] ?? 0)) / 2;
}

it('S-06 a login for an unknown name takes as long as one with a wrong password (paired median within 5 % over 200 each)', async () => {
  const { username } = await registerMember(t);
  const unknown = uniqueName('ghost');
  const timings = { known: [] as number[], unknown: [] as number[] };
  const bodies = new Set<string>();
  // Interleaved, so that any drift of the machine falls on both sides alike.
  for (let i = 0; i < ATTEMPTS * 2; i++) {
    const side = i % 2 === 0 ? 'known' : 'unknown';
    // Each attempt starts with no failures on record, as a first try would.
    await t.db.execute(sql`delete from login_failures`);
    const started = performance.now();
    const res = await login(t, side === 'known' ? username : unknown, 'wrong-password-x');
    timings[side].push(performance.now() - started);
    expect(res.statusCode).toBe(400);
    bodies.add(res.body);
  }
  expect([...bodies]).toHaveLength(1);
  expect(Math.abs(pairedMedianDifference(timings.known, timings.unknown))).toBeLessThan(TOLERANCE);
}, 120_000);
