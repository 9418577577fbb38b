import { describe, expect, it } from 'vitest';
import { noticeTarget } from './notice-target';

const ids = [31, 17, 8];

describe('noticeTarget', () => {
  it('R-NAV-08 opens the notice at the zero-based index', () => {
    expect(noticeTarget(ids, null, '0')).toBe(31);
    expect(noticeTarget(ids, null, '2')).toBe(8);
  });

  it('R-NAV-08 A-14 an id wins over the index when it is listed', () => {
    expect(noticeTarget(ids, '17', '2')).toBe(17);
    expect(noticeTarget(ids, '99', '2')).toBe(8);
  });

  it('R-NAV-08 A-14 an index out of range or malformed opens none (the top of the list)', () => {
    expect(noticeTarget(ids, null, '3')).toBeNull();
    expect(noticeTarget(ids, null, '-1')).toBeNull();
    expect(noticeTarget(ids, null, '1.5')).toBeNull();
    expect(noticeTarget(ids, 'x', null)).toBeNull();
    expect(noticeTarget([], null, '0')).toBeNull();
    expect(noticeTarget(ids, null, null)).toBeNull();
  });
});
