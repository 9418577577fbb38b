import { AUTH_POLICY } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures, members } from '../../db/schema/index.js';
import { deviceKeyOf } from './device-cookie.js';
import type { MemberRow } from './member-repository.js';

export interface ThrottleState {
  captchaRequired: boolean;
  /** Whether failures of this account name or device are on record (a success then clears them). */
  ownFailures: boolean;
  /** Seconds the caller must still wait before a password is even checked (S-04). */
  retryAfterSeconds: number;
}

/** Who is trying: the name asked for, the address, and the browser's device cookie when it has one. */
export interface LoginAttempt {
  username: string;
  ip: string;
  deviceId: string | undefined;
}

interface Counter {
  key: string;
  captchaAfter: number;
  delayAfter: number;
}

/**
 * The name and the device count alike, and challenge early; the address only counts towards much
 * higher thresholds, so that players sharing a carrier's address never pay for one another.
 */
function countersOf({ username, ip, deviceId }: LoginAttempt): Counter[] {
  const own = {
    captchaAfter: AUTH_POLICY.captchaAfterFailures,
    delayAfter: AUTH_POLICY.delayAfterAccountFailures,
  };
  const counters: Counter[] = [
    { key: `u:${username.toLowerCase()}`, ...own },
    {
      key: `ip:${ip}`,
      captchaAfter: AUTH_POLICY.captchaAfterIpFailures,
      delayAfter: AUTH_POLICY.delayAfterIpFailures,
    },
  ];
  if (deviceId) counters.push({ key: deviceKeyOf(deviceId), ...own });
  return counters;
}

const isOwn = (counter: Counter) => !counter.key.startsWith('ip:');

/** Each failure beyond the threshold doubles the wait, from 1 s up to the cap: a delay, never a lockout. */
function waitAfter(failures: number, threshold: number, lastFailureAt: Date, now: number): number {
  if (failures < threshold) return 0;
  const delay = Math.min(2 ** (failures - threshold), AUTH_POLICY.maxDelaySeconds);
  return Math.max(0, Math.ceil((lastFailureAt.getTime() + delay * 1000 - now) / 1000));
}

interface FailureRow {
  key: string;
  failures: number;
  last_failure_at: string | Date;
}

/** The live failure counts of the attempt's keys, as one JSON array (a column of a larger select). */
function failuresJson(counters: Counter[]): SQL<FailureRow[]> {
  return sql<FailureRow[]>`(select coalesce(json_agg(json_build_object(
      'key', key, 'failures', failures, 'last_failure_at', last_failure_at)), '[]'::json)
    from ${loginFailures}
    where key in (${sql.join(
      counters.map((c) => sql`${c.key}`),
      sql`, `,
    )})
      and last_failure_at > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes}))`;
}

/**
 * The throttle of the attempt and the account of its name (or none), in one statement: the password
 * login reads both before any hashing, and an unknown name costs the same round trip as a known one.
 */
export async function readThrottleAndMember(
  db: Db,
  attempt: LoginAttempt,
): Promise<{ throttle: ThrottleState; member: MemberRow | undefined }> {
  const counters = countersOf(attempt);
  const rows = await db
    .select({ failures: failuresJson(counters), member: members })
    .from(sql`(select 1) as one`)
    .leftJoin(members, sql`lower(${members.username}) = lower(${attempt.username})`)
    .limit(1);
  const row = rows[0];
  return { throttle: throttleOf(counters, row?.failures ?? []), member: row?.member ?? undefined };
}

function throttleOf(counters: Counter[], rows: FailureRow[]): ThrottleState {
  const now = Date.now();
  const state: ThrottleState = { captchaRequired: false, ownFailures: false, retryAfterSeconds: 0 };
  for (const row of rows) {
    const counter = counters.find((c) => c.key === row.key);
    if (!counter) continue;
    if (isOwn(counter)) state.ownFailures = true;
    if (row.failures >= counter.captchaAfter) state.captchaRequired = true;
    const wait = waitAfter(row.failures, counter.delayAfter, new Date(row.last_failure_at), now);
    state.retryAfterSeconds = Math.max(state.retryAfterSeconds, wait);
  }
  return state;
}

/** Counts a failure for the name, the address and the device; returns whether the captcha is now required. */
export async function recordFailure(db: Db, attempt: LoginAttempt): Promise<boolean> {
  const counters = countersOf(attempt);
  const result = await db.execute<{ key: string; failures: number }>(sql`
    insert into ${loginFailures} (key, failures, last_failure_at)
    values ${sql.join(
      counters.map((c) => sql`(${c.key}, 1, now())`),
      sql`, `,
    )}
    on conflict (key) do update set
      failures = case
        when ${loginFailures.lastFailureAt} > now() - make_interval(mins => ${AUTH_POLICY.failureWindowMinutes})
        then ${loginFailures.failures} + 1 else 1 end,
      last_failure_at = now()
    returning key, failures`);
  return result.rows.some((row) => {
    const counter = counters.find((c) => c.key === row.key);
    return counter !== undefined && row.failures >= counter.captchaAfter;
  });
}

/** A successful login clears the counts of the name and the device; the address's decays with the window. */
export async function clearOwnFailures(db: Db, attempt: LoginAttempt) {
  const keys = countersOf(attempt)
    .filter(isOwn)
    .map((c) => sql`${c.key}`);
  await db.execute(sql`delete from ${loginFailures} where key in (${sql.join(keys, sql`, `)})`);
}
