import type { SignInStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cycleDays } from './sign-in-cycle';

const status = (over: Partial<SignInStatus>): SignInStatus => ({
  today: '2026-11-25',
  timeZone: 'Asia/Manila',
  signedToday: false,
  streak: 0,
  cycle: [1, 2, 3],
  nextDay: 1,
  ...over,
});
const states = (s: SignInStatus) => cycleDays(s).map((d) => d.state);

describe('cycleDays', () => {
  it('R-PROMO-05 marks today as the first day when no streak runs', () => {
    expect(states(status({}))).toEqual(['today', 'later', 'later']);
  });
  it('R-PROMO-05 marks the days signed this round and the one today earns', () => {
    expect(states(status({ streak: 1, nextDay: 2 }))).toEqual(['done', 'today', 'later']);
  });
  it('R-PROMO-05 once today is signed, shows it done and the next day as next', () => {
    expect(states(status({ signedToday: true, streak: 2, nextDay: 3 }))).toEqual(['done', 'done', 'next']);
  });
  it('R-PROMO-05 the last day of the cycle signed: the whole round is done', () => {
    expect(states(status({ signedToday: true, streak: 3, nextDay: 1 }))).toEqual(['done', 'done', 'done']);
  });
  it('R-PROMO-05 a finished round not yet signed today starts again at day one', () => {
    expect(states(status({ streak: 3, nextDay: 1 }))).toEqual(['today', 'later', 'later']);
  });
});
