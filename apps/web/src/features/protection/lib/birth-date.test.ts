import { describe, expect, it } from 'vitest';
import { birthDateMessage, maskBirthDate, parseBirthDate, showBirthDate } from './birth-date';

describe('the date-of-birth field (H-8)', () => {
  it('H-8 puts the slashes in as digits are typed, day first or year first', () => {
    expect(maskBirthDate('1705', 'dmy')).toBe('17/05');
    expect(maskBirthDate('17/05/1990x', 'dmy')).toBe('17/05/1990');
    expect(maskBirthDate('19900517', 'ymd')).toBe('1990/05/17');
    expect(parseBirthDate('17/05/1990', 'dmy')).toBe('1990-05-17');
    expect(parseBirthDate('1990/05/17', 'ymd')).toBe('1990-05-17');
    expect(parseBirthDate('17/05/199', 'dmy')).toBeNull();
    expect(showBirthDate('1990-05-17', 'dmy')).toBe('17/05/1990');
  });

  it('H-8 R-VAL-19 refuses under 21 on the day before the 21st birthday, and accepts on it', () => {
    expect(birthDateMessage('', 'dmy', '2026-11-28')).toBe('val_required');
    expect(birthDateMessage('30/02/2000', 'dmy', '2026-11-28')).toBe('val_birth_date');
    expect(birthDateMessage('29/11/2005', 'dmy', '2026-11-28')).toBe('err_under_age');
    expect(birthDateMessage('28/11/2005', 'dmy', '2026-11-28')).toBeNull();
    // 29 February: 21 on 1 March of a common year.
    expect(birthDateMessage('29/02/2004', 'dmy', '2025-02-28')).toBe('err_under_age');
    expect(birthDateMessage('29/02/2004', 'dmy', '2025-03-01')).toBeNull();
  });
});
