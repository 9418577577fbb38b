import type { SignInRules, SignInStatus } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { issueReward } from './issue-reward.js';
import { rewardView } from './reward-view.js';
import { findSignIn, insertSignIn, setSignInReward } from './sign-in-repository.js';
import { calendarDay, dayBefore } from './site-calendar.js';

export interface SignInPolicy {
  rules: SignInRules;
  timeZone: string;
  rewardExpiryDays: number;
}

/** The 1-based day of the cycle a streak's next sign-in earns. */
const nextCycleDay = (streak: number, cycleLength: number) => (streak % cycleLength) + 1;

/** The member's sign-in page (R-PROMO-05): today in the site's zone, the streak, the cycle. */
export async function getSignInStatus(db: DbOrTx, memberId: number, policy: SignInPolicy, now = new Date()) {
  const today = calendarDay(now, policy.timeZone);
  const signed = await findSignIn(db, memberId, today);
  const previous = signed ?? (await findSignIn(db, memberId, dayBefore(today)));
  const streak = previous?.streak ?? 0;
  const cycle = policy.rules.cycle;
  const status: SignInStatus = {
    today,
    timeZone: policy.timeZone,
    signedToday: signed !== undefined,
    streak,
    cycle,
    // Signed today: the day tomorrow's sign-in earns; else the day today's earns.
    nextDay: nextCycleDay(streak, cycle.length),
  };
  return status;
}

/**
 * Signs the member in for today, once per calendar day in the site's time zone: the day's row is
 * the lock, so a second sign-in the same day (or a parallel one) is refused. The streak goes on
 * from yesterday or starts again, and the cycle day's reward is issued in the same transaction.
 */
export async function signInToday(db: Db, memberId: number, policy: SignInPolicy, now = new Date()) {
  const today = calendarDay(now, policy.timeZone);
  const reward = await db.transaction(async (tx) => {
    const yesterday = await findSignIn(tx, memberId, dayBefore(today));
    const streak = (yesterday?.streak ?? 0) + 1;
    const made = await insertSignIn(tx, { memberId, day: today, streak });
    if (!made) throw new AppError('ALREADY_SIGNED_IN', { field: 'day', day: today });
    const pesos = policy.rules.cycle[(streak - 1) % policy.rules.cycle.length] ?? 0;
    const centavos = Math.round(pesos * 100);
    if (centavos === 0) return null;
    const issued = await issueReward(tx, {
      memberId,
      source: 'sign_in',
      sourceRef: today,
      centavos,
      expiryDays: policy.rewardExpiryDays,
    });
    await setSignInReward(tx, memberId, today, issued.id);
    return issued;
  });
  return {
    status: await getSignInStatus(db, memberId, policy, now),
    reward: reward ? rewardView(reward) : null,
  };
}
