import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSessionExpiryHandler } from '../../app/session-expiry';
import { useSignIn } from '../../features/promotions/hooks/use-sign-in';
import { type MessageKey, translate } from '../../i18n';
import { apiRequest } from '../lib/api-client';
import { notify, useNotices } from '../stores/notices';
import { clearSession, startSession } from '../stores/session';
import { Notices } from './Notices';

const shown = (key: MessageKey) => screen.queryByText(translate(key)) !== null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        {children}
        <Notices />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, code: null, message: 'ok' }), { status: 200 });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  act(() => useNotices.setState({ notices: [] }));
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('how long a message stays', () => {
  it('R-CONST-09 a notice lasts 1.5 s when nothing else is asked', () => {
    render(<Notices />);
    act(() => void notify('in_logged_login'));
    wait(1_499);
    expect(shown('in_logged_login')).toBe(true);
    wait(1);
    expect(shown('in_logged_login')).toBe(false);
  });

  it('R-CONST-09 a short toast (the sign-in reward notice) lasts 3 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ reward: null })),
    );
    const { result } = renderHook(() => useSignIn(), { wrapper: Providers });
    act(() => result.current.signIn());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown('sign_in_done')).toBe(true);
    wait(2_999);
    expect(shown('sign_in_done')).toBe(true);
    wait(1);
    expect(shown('sign_in_done')).toBe(false);
  });

  it('R-CONST-09 a long toast (why the session ended) lasts 8 s', async () => {
    installSessionExpiryHandler(new QueryClient());
    startSession({ token: 't', merchantCode: 'M', userName: 'p', type: 0, firstTimeLogin: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, value: null, code: 'SESSION_TIME_LIMIT', message: 'x' }),
            { status: 401 },
          ),
      ),
    );
    render(<Notices />);
    await act(() => apiRequest('GET', '/wps/member/info').catch(() => undefined));
    wait(7_999);
    expect(shown('err_session_time_limit')).toBe(true);
    wait(1);
    expect(shown('err_session_time_limit')).toBe(false);
  });
});
