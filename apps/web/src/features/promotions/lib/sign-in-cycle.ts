import type { SignInStatus } from '@app/contracts';

export type CycleDayState = 'done' | 'today' | 'next' | 'later';

export interface CycleDay {
  day: number;
  amount: number;
  state: CycleDayState;
}

/**
 * The cycle's days as the sign-in page shows them: those signed in this round of the cycle, the
 * one today's sign-in earns (or, once today is signed, tomorrow's), and the rest.
 */
export function cycleDays(status: SignInStatus): CycleDay[] {
  const length = status.cycle.length;
  // Signed today at the last day of the cycle: the whole round is done, the next starts tomorrow.
  const done = status.signedToday && status.nextDay === 1 ? length : status.nextDay - 1;
  return status.cycle.map((amount, index) => {
    const day = index + 1;
    let state: CycleDayState = 'later';
    if (day <= done) state = 'done';
    else if (day === status.nextDay) state = status.signedToday ? 'next' : 'today';
    return { day, amount, state };
  });
}
