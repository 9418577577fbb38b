import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { type AltchaChallenge, altchaPayload, solveAltcha } from './altcha-solver';

const SECRET = 'unit-test-secret';

describe('altcha solver', () => {
  it('R-AUTH-35 R-AUTH-24 solves a challenge made like the server’s, and the server accepts it', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1234,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: SECRET,
      data: { purpose: 'sms' },
    });
    const solution = await solveAltcha(challenge as unknown as AltchaChallenge);
    expect(solution?.counter).toBe(1234);
    const decoded = JSON.parse(atob(altchaPayload(challenge as unknown as AltchaChallenge, solution!)));
    const result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: SECRET });
    expect(result.verified).toBe(true);
  });

  it('refuses what it cannot solve instead of spinning', async () => {
    const bad = { parameters: { algorithm: 'MD5', nonce: '00', salt: '00', cost: 1, keyPrefix: 'ab' } };
    expect(await solveAltcha(bad)).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    const ok = { parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyPrefix: 'abcd' } };
    expect(await solveAltcha(ok, aborted.signal)).toBeNull();
  });
});
