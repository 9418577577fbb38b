import { describe, expect, it } from 'vitest';
import { formatDate, formatMatchTime } from './date-time';

describe('date formats (R-HOME-25, R-CONST-21, A-22)', () => {
  it('formats DD/MM/YYYY HH:mm in 24-hour time, local zone, zero-padded', () => {
    const local = new Date(2026, 0, 5, 7, 3).toISOString();
    expect(formatMatchTime(local)).toBe('05/01/2026 07:03');
    const evening = new Date(2026, 11, 31, 21, 45).toISOString();
    expect(formatMatchTime(evening)).toBe('31/12/2026 21:45');
    expect(formatDate(evening)).toBe('31/12/2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatMatchTime('soon')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
