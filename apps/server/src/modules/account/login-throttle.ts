import { AUTH_POLICY } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

export interface ThrottleState {
  captchaRequired: boolean;
  /** Whether failures of this account name are on record (a success then clears them). */
  accountFailures: boolean;
  /** Seconds the caller must still wait before a password is even checked (S-04). */
  retryAfterSeconds: number;
}

const keysFor = (username: string, ip: string) => ({
  account: `u:${username.toLowerCase()}`,
  ip: `ip:${ip}`,
});

/** Each failure beyond the threshold doubles the wait, from 1 s up to the cap: a delay, never a lockout. */
function waitAfter(failures: number, threshold: number, lastFailureAt: Date, now: number): number {
  if (failures < threshold) return 0;
  const delay = Math.min(2 ** (failures - threshold), AUTH_POLICY.maxDelaySeconds);
  return Math.max(0, Math.ceil((lastFailureAt.getTime() + delay * 1000 - now) / 1000));
}

export async function readThrottle(db: Db, username: string, ip: string): Promise<ThrottleState> {
  const keys = keysFor(username, ip);
  const rows = await db.execute<{ key: string; failures: number; last_failure_at: string | Date }>(sql`
    select key, failures, last_failure_at from ${loginFailures}
    where key in (${keys.account}, ${keys.ip})
      and last_failure_at > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes})`);
  const now = Date.now();
  let captchaRequired = false;
  let retryAfterSeconds = 0;
  const accountFailures = rows.rows.some((row) => row.key === keys.account);
  for (const row of rows.rows) {
    const last = new Date(row.last_failure_at);
    const threshold =
      row.key === keys.account ? AUTH_POLICY.delayAfterAccountFailures : AUTH_POLICY.delayAfterIpFailures;
    if (row.failures >= AUTH_POLICY.captchaAfterFailures) captchaRequired = true;
    retryAfterSeconds = Math.max(retryAfterSeconds, waitAfter(row.failures, threshold, last, now));
  }
  return { captchaRequired, accountFailures, retryAfterSeconds };
}

/** Counts a failure for the name and the IP; returns whether the captcha is now required. */
export async function recordFailure(db: Db, username: string, ip: string): Promise<boolean> {
  const keys = keysFor(username, ip);
  const result = await db.execute<{ failures: number }>(sql`
    insert into ${loginFailures} (key, failures, last_failure_at)
    values (${keys.account}, 1, now()), (${keys.ip}, 1, now())
    on conflict (key) do update set
      failures = case
        when ${loginFailures.lastFailureAt} > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes})
        then ${loginFailures.failures} + 1 else 1 end,
      last_failure_at = now()
    returning failures`);
  return result.rows.some((r) => r.failures >= AUTH_POLICY.captchaAfterFailures);
}

/** A successful login clears the account's count; the IP's count decays with the window. */
export async function clearAccountFailures(db: Db, username: string) {
  await db.execute(sql`delete from ${loginFailures} where key = ${keysFor(username, '').account}`);
}
