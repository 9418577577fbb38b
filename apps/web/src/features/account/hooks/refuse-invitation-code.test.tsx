import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { useNotices } from '../../../shared/stores/notices';
import { Notices } from '../../../shared/ui/Notices';
import { refuseInvitationCode } from './refuse-invitation-code';

afterEach(() => {
  cleanup();
  act(() => useNotices.setState({ notices: [] }));
  vi.useRealTimers();
});

describe('a refused invitation code', () => {
  it('R-CONST-25 invitation_code_error shows for 1 s, then the code field takes the focus', () => {
    vi.useFakeTimers();
    render(<Notices />);
    const form = { setMessage: vi.fn(), focus: vi.fn() };
    const failure = new ApiError('INVALID_INVITATION_CODE', 'invitation_code_error', 400);
    act(() => void refuseInvitationCode(failure, form));
    const notice = () => screen.queryByText(translate('invitation_code_error'));
    expect(form.setMessage).toHaveBeenCalledWith('affiliateCode', { key: 'invitation_code_error' });
    act(() => vi.advanceTimersByTime(999));
    expect(notice()).not.toBeNull();
    expect(form.focus).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).toBeNull();
    expect(form.focus).toHaveBeenCalledWith('affiliateCode');
  });

  it('R-CONST-25 leaves any other failure to the form', () => {
    const form = { setMessage: vi.fn(), focus: vi.fn() };
    expect(refuseInvitationCode(new ApiError('CAPTCHA_REQUIRED', 'in_vwrite_code', 400), form)).toBe(false);
    expect(form.setMessage).not.toHaveBeenCalled();
    expect(useNotices.getState().notices).toEqual([]);
  });
});
