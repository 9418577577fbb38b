import type { Announcement } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { closedPopups, POPUPS_CLOSED_KEY, pendingPopups, rememberClosed } from './popup-session';

const item = (id: number, type: Announcement['type']): Announcement => ({
  id,
  announcementId: id,
  type,
  groupName: null,
  title: `t${id}`,
  content: '',
  imageUrl: '',
  url: '',
  linkage: '',
  read: false,
  publishedAt: '2026-01-01T00:00:00Z',
});

describe('pop-up session bookkeeping (R-HOME-39)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only PU items not closed, in order', () => {
    const items = [item(1, 'PU'), item(2, 'B'), item(3, 'PU'), item(4, 'PU')];
    expect(pendingPopups(items, []).map((a) => a.id)).toEqual([1, 3, 4]);
    expect(pendingPopups(items, [3]).map((a) => a.id)).toEqual([1, 4]);
  });

  it('remembers closed ids once in sessionStorage', () => {
    expect(closedPopups()).toEqual([]);
    rememberClosed(5);
    rememberClosed(5);
    rememberClosed(7);
    expect(closedPopups()).toEqual([5, 7]);
    expect(sessionStorage.getItem(POPUPS_CLOSED_KEY)).toBe('[5,7]');
  });

  it('reads a damaged value as nothing closed', () => {
    sessionStorage.setItem(POPUPS_CLOSED_KEY, '{oops');
    expect(closedPopups()).toEqual([]);
    sessionStorage.setItem(POPUPS_CLOSED_KEY, '{"a":1}');
    expect(closedPopups()).toEqual([]);
    expect(closedPopups(null)).toEqual([]);
  });
});
