import { breakEnd, REOPEN_DELAY_HOURS, type TakeBreakBody, TIME_OUT_CHOICES } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { insertExclusion, markReopen, restrictionsOf } from './exclusion-repository.js';

/**
 * A time-out or self-exclusion from this moment (issue 16). It is a new row that nothing can
 * shorten: a shorter break taken during a longer one changes nothing, since the longer one still
 * holds. Withdrawals and records stay open; play, deposits and promotions close (`gates.ts`).
 */
export async function takeBreak(db: Db, memberId: number, body: TakeBreakBody) {
  const timeOut = (TIME_OUT_CHOICES as readonly string[]).includes(body.choice);
  await insertExclusion(db, {
    memberId,
    kind: timeOut ? 'time_out' : 'self_exclusion',
    choice: body.choice,
    endsAt: breakEnd(body.choice, new Date()),
  });
}

/**
 * The player's own request to reopen after every break has ended: the account reopens 24 hours
 * later. Refused while a break runs or is permanent (BREAK_NOT_ENDED).
 */
export async function requestReopen(db: Db, memberId: number) {
  await db.transaction(async (tx) => {
    const marked = await markReopen(tx, memberId, REOPEN_DELAY_HOURS);
    const holding = (await restrictionsOf(tx, memberId)).filter((row) => row.reopensAt === null);
    if (holding.length > 0 || marked === 0) throw new AppError('BREAK_NOT_ENDED', { field: 'choice' });
  });
}
