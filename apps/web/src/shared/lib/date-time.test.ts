import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatManila, formatMatchTime } from './date-time';

describe('date formats (R-HOME-25, R-CONST-21, A-22)', () => {
  it('formats DD/MM/YYYY HH:mm in 24-hour time, local zone, zero-padded', () => {
    const local = new Date(2026, 0, 5, 7, 3).toISOString();
    expect(formatMatchTime(local)).toBe('05/01/2026 07:03');
    const evening = new Date(2026, 11, 31, 21, 45).toISOString();
    expect(formatMatchTime(evening)).toBe('31/12/2026 21:45');
    expect(formatDate(evening)).toBe('31/12/2026');
  });

  it('R-CONST-21 shows a picked day DD/MM/YYYY like the rows, unshifted by any time zone', () => {
    expect(formatDay('2026-01-02')).toBe('02/01/2026');
    expect(formatDay('2026-1-2')).toBe('');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatMatchTime('soon')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('R-PROMO-14 shows promotion times on the site clock, Philippine time, whatever the device zone', () => {
    expect(formatManila('2026-03-09T16:30:00Z')).toBe('10/03/2026 00:30');
    expect(formatManila('2026-12-31T15:59:00Z')).toBe('31/12/2026 23:59');
    expect(formatManila('later')).toBe('');
  });
});
