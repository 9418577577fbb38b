import { describe, expect, it } from 'vitest';
import { minutesPlayed, nextCheckAt } from './reality-check';

const START = Date.UTC(2026, 10, 28, 2, 0, 0);
const MIN = 60_000;

describe('reality check schedule (issue 16)', () => {
  it('H-6 the first check is one interval after the login', () => {
    expect(nextCheckAt(START, 60, START)).toBe(START + 60 * MIN);
    expect(nextCheckAt(START, 15, START + 5 * MIN)).toBe(START + 15 * MIN);
  });

  it('H-6 after a reload the next check is the next whole interval, never one already passed', () => {
    expect(nextCheckAt(START, 15, START + 15 * MIN)).toBe(START + 30 * MIN);
    expect(nextCheckAt(START, 30, START + 61 * MIN)).toBe(START + 90 * MIN);
  });

  it('H-6 a device clock behind the server does not schedule a check in the past', () => {
    expect(nextCheckAt(START, 60, START - 2 * MIN)).toBe(START + 60 * MIN);
  });

  it('H-6 counts whole minutes played', () => {
    expect(minutesPlayed(START, START + 15 * MIN + 59_000)).toBe(15);
    expect(minutesPlayed(START, START - MIN)).toBe(0);
  });
});
