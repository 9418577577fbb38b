import { randomBytes, randomInt } from 'node:crypto';
import type { ChallengePurpose } from '@app/contracts';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { serverKey } from '../keys/index.js';
import { markChallengeUsed } from './challenge-repository.js';

const TTL_MS = 5 * 60_000;
/**
 * The solver walks counters from 0 to the hidden one: about 20k SHA-256 on average, well under a
 * second on a low-end phone, while a bot pays the same for every request it makes.
 */
const COUNTER_RANGE = [10_000, 30_000] as const;

const hmacKeys = new WeakMap<Db, Promise<string>>();
const keyOf = (db: Db) => {
  let key = hmacKeys.get(db);
  if (!key) {
    key = serverKey(db, 'challenge-hmac', () => randomBytes(32).toString('base64url'));
    hmacKeys.set(db, key);
  }
  return key;
};

/** A proof-of-work challenge (altcha), signed, expiring, for one purpose (R-AUTH-24, R-AUTH-35). */
export async function issueChallenge(db: Db, purpose: ChallengePurpose): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: await keyOf(db),
    data: { purpose },
  });
}

function decode(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && parsed.challenge && parsed.solution) return parsed;
  } catch {
    // A payload that is not base64 JSON is a failed challenge like any other.
  }
  return undefined;
}

/** Verified, for this purpose, and never accepted twice; any failure is VERIFICATION_CODE_ERROR (R-ERR-16). */
export async function checkChallenge(db: Db, payload: string, purpose: ChallengePurpose): Promise<void> {
  const decoded = decode(payload);
  const fail = () => new AppError('VERIFICATION_CODE_ERROR', { field: 'altcha' });
  if (!decoded || decoded.challenge.parameters?.data?.purpose !== purpose) throw fail();
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: await keyOf(db),
  }).catch(() => undefined);
  if (!result?.verified || !decoded.challenge.signature) throw fail();
  const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000);
  if (!(await markChallengeUsed(db, decoded.challenge.signature, expiresAt))) throw fail();
}
