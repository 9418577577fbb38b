import { describe, expect, it } from 'vitest';
import { countdownDeadline, secondsLeft } from './sms-countdown';

describe('SMS countdown', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('R-AUTH-37 R-CONST-05 runs to expirationTime, else expiredMinutes × 60 s, else 60 s', () => {
    expect(countdownDeadline({ expirationTime: '2026-01-01T00:00:45Z', expiredMinutes: 5 }, now)).toBe(
      now + 45_000,
    );
    expect(countdownDeadline({ expiredMinutes: 2 }, now)).toBe(now + 120_000);
    expect(countdownDeadline({ expirationTime: 'not a date' }, now)).toBe(now + 60_000);
    expect(countdownDeadline(null, now)).toBe(now + 60_000);
  });
  it('R-AUTH-37 shows whole seconds left and 0 at the end', () => {
    expect(secondsLeft(now + 59_500, now)).toBe(60);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now - 10, now)).toBe(0);
  });
});
