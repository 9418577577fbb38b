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

/** The mean of the middle 90 %: a pause of the machine during one attempt says nothing about the server. */
function trimmedMean(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length * 0.05);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((sum, x) => sum + x, 0) / kept.length;
}

it('S-06 a login for an unknown name takes as long as one with a wrong password (means within 5 % over 200 each)', async () => {
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
  const known = trimmedMean(timings.known);
  const other = trimmedMean(timings.unknown);
  expect(Math.abs(known - other) / Math.max(known, other)).toBeLessThan(TOLERANCE);
}, 120_000);
