import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MessageKey, translate } from '../../../i18n';
import { useNotices } from '../../../shared/stores/notices';
import { clearSession, startSession } from '../../../shared/stores/session';
import { Notices } from '../../../shared/ui/Notices';
import { useChangePasswordForm } from './use-change-password-form';
import { useSmsCode } from './use-sms-code';

vi.mock('./use-challenge', () => ({ runChallenge: async () => 'solved' }));

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/changePsw']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const shown = (key: MessageKey) => screen.queryByText(translate(key)) !== null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, code: null, message: 'ok' }), { status: 200 });
const never = <T,>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
  render(<Notices />);
});
afterEach(() => {
  cleanup();
  act(() => useNotices.setState({ notices: [] }));
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the SMS button', () => {
  it('R-CONST-26 the sending toast stays at most 10 s while the code is on its way', () => {
    const { result } = renderHook(() => useSmsCode());
    act(() => void result.current.send(never));
    wait(9_999);
    expect(shown('in_sms_sending')).toBe(true);
    wait(1);
    expect(shown('in_sms_sending')).toBe(false);
  });

  it('R-CONST-26 once sent, the sending toast goes and "sent" shows for 1.5 s', async () => {
    const { result } = renderHook(() => useSmsCode());
    const sent = { expirationTime: new Date(Date.now() + 60_000).toISOString(), expiredMinutes: 5 };
    await act(() => result.current.send(async () => sent));
    expect(shown('in_sms_sending')).toBe(false);
    wait(1_499);
    expect(shown('in_sms_send')).toBe(true);
    wait(1);
    expect(shown('in_sms_send')).toBe(false);
  });
});

describe('the password change', () => {
  function changePassword(fetch: () => Promise<Response>) {
    startSession({ token: 't', merchantCode: 'M', userName: 'p', type: 0, firstTimeLogin: false });
    vi.stubGlobal('fetch', vi.fn(fetch));
    const { result } = renderHook(() => ({ ...useChangePasswordForm(), path: useLocation().pathname }), {
      wrapper: Wrapper,
    });
    act(() => {
      result.current.form.setValue('oldPassword', 'Old-Harbour-2231');
      result.current.form.setValue('newPassword', 'Violet-Kettle-9184');
      result.current.form.setValue('confirmNewPassword', 'Violet-Kettle-9184');
    });
    const submit = () => result.current.submit({ preventDefault() {} } as FormEvent);
    return { result, submit };
  }

  it('R-CONST-10 the loading notice stays at most 10 s', () => {
    const { submit } = changePassword(never);
    act(() => void submit());
    wait(9_999);
    expect(shown('password_changing')).toBe(true);
    wait(1);
    expect(shown('password_changing')).toBe(false);
  });

  it('R-CONST-10 success shows for 1 s, and home follows 1 s after it', async () => {
    const { result, submit } = changePassword(async () => ok(null));
    await act(submit);
    expect(shown('password_changing')).toBe(false);
    wait(999);
    expect(shown('password_changed')).toBe(true);
    expect(result.current.path).toBe('/changePsw');
    wait(1);
    expect(shown('password_changed')).toBe(false);
    expect(result.current.path).toBe('/home');
  });
});
