import { describe, expect, it, vi } from 'vitest';
import { rangeOf } from './periods';
import { referralTarget, shareInvite } from './referral';

describe('agent rules of the web', () => {
  it('R-ROLE-10 R-ROLE-11 R-ROLE-04 agents go to the agent page, others to invite friends or customer service', () => {
    for (const type of [1, 2, 40, 41, 42]) expect(referralTarget(type, false)).toBe('/agentRegister');
    for (const type of [0, 4, undefined]) {
      expect(referralTarget(type, true)).toBe('/inviteFriends');
      expect(referralTarget(type, false)).toBe('customerService');
    }
  });

  it('R-PROMO-12 shares through the sheet, copies without one, and copies when the sheet fails', async () => {
    const invite = {
      title: 'Join',
      text: 'Code ABCD2345',
      url: 'https://perlaplay.ph/m/register?affiliateCode=ABCD2345',
    };
    const writeText = vi.fn(async () => undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    const share = vi.fn(async () => undefined);
    expect(await shareInvite(invite, { clipboard, share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(invite);
    expect(await shareInvite(invite, { clipboard })).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(invite.url);
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareInvite(invite, { clipboard, share: closed })).toBe('cancelled');
    const broken = vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await shareInvite(invite, { clipboard, share: broken })).toBe('copied');
    const noClipboard = {
      writeText: async () => Promise.reject(new Error('denied')),
    } as unknown as Clipboard;
    expect(await shareInvite(invite, { clipboard: noClipboard })).toBe('failed');
  });

  it('R-AGENT-07 periods are Manila calendar days, today included', () => {
    // 2026-03-01 17:00 UTC is already 2 March in Manila.
    const now = Date.parse('2026-03-01T17:00:00Z');
    expect(rangeOf('today', now)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(rangeOf('week', now)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(rangeOf('month', now)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
  });
});
