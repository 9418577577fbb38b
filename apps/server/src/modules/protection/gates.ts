import type { ErrorCode } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertOfAge } from './age.js';
import { membersLimitedOrRestricted, restrictionsOf } from './exclusion-repository.js';
import { hasPlayLimits, listLimits } from './limit-repository.js';
import { depositedSince, playedSince, siteTimeZone } from './usage-repository.js';

type Calendar = 'day' | 'week' | 'month';
const isCalendar = (period: string): period is Calendar => period !== 'session';

/** Refuses a member on a break (time-out, self-exclusion, national register) with PLAYER_EXCLUDED. */
export async function assertMayPlay(db: DbOrTx, memberId: number) {
  const [restriction] = await restrictionsOf(db, memberId);
  if (restriction)
    throw new AppError('PLAYER_EXCLUDED', {
      kind: restriction.kind,
      endsAt: restriction.endsAt?.toISOString() ?? null,
    });
}

/**
 * Refuses a deposit of `centavos` that a break forbids, by a member without a date of birth or
 * under 21, or that would take the period's deposits
 * past a limit. The caller holds the member's account lock, so two orders cannot both pass.
 */
export async function assertDepositAllowed(tx: DbOrTx, memberId: number, centavos: number) {
  await assertMayPlay(tx, memberId);
  await assertOfAge(tx, memberId);
  const limits = (await listLimits(tx, memberId)).filter((row) => row.kind === 'deposit');
  if (limits.length === 0) return;
  const timeZone = await siteTimeZone(tx);
  for (const limit of limits) {
    if (!isCalendar(limit.period)) continue;
    const used = await depositedSince(tx, memberId, limit.period, timeZone);
    if (used + centavos > limit.amount)
      throw new AppError('DEPOSIT_LIMIT_REACHED', {
        field: 'amount',
        period: limit.period,
        remaining: Math.max(0, limit.amount - used) / 100,
      });
  }
}

/** Whether a bet must go through `betRefusal` under the account lock (a limit or a break exists). */
export async function betNeedsCheck(db: DbOrTx, memberId: number): Promise<boolean> {
  return (await hasPlayLimits(db, memberId)) || (await restrictionsOf(db, memberId)).length > 0;
}

/** `betNeedsCheck` for a batch of bets: the members among `memberIds` whose bets need the check. */
export function membersNeedingBetCheck(db: DbOrTx, memberIds: number[]): Promise<Set<number>> {
  return membersLimitedOrRestricted(db, [...new Set(memberIds)]);
}

/**
 * Why a real-money bet of `centavos` is refused, or null: a break, or a loss or wager limit it would
 * pass (counting the whole stake as lost). Exactly reaching a limit is allowed. The caller holds
 * the member's account lock, which every bet of the member takes, so parallel bets are counted.
 */
export async function betRefusal(tx: DbOrTx, memberId: number, centavos: number): Promise<ErrorCode | null> {
  if ((await restrictionsOf(tx, memberId)).length > 0) return 'PLAYER_EXCLUDED';
  const limits = (await listLimits(tx, memberId)).filter(
    (row) => row.kind === 'loss' || row.kind === 'wager',
  );
  if (limits.length === 0) return null;
  const timeZone = await siteTimeZone(tx);
  for (const limit of limits) {
    if (!isCalendar(limit.period)) continue;
    const { lost, wagered } = await playedSince(tx, memberId, limit.period, timeZone);
    if (limit.kind === 'loss' && lost + centavos > limit.amount) return 'LOSS_LIMIT_REACHED';
    if (limit.kind === 'wager' && wagered + centavos > limit.amount) return 'WAGER_LIMIT_REACHED';
  }
  return null;
}
