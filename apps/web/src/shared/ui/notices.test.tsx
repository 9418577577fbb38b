import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSessionExpiryHandler } from '../../app/session-expiry';
import { SubmitButton } from '../../features/account/components/SubmitButton';
import { useLogout } from '../../features/account/hooks/use-logout';
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

describe('loaders with the safety cap', () => {
  it('R-CONST-08 the logout loader goes when the server answers, and no slowness is reported', async () => {
    let settle: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (settle = resolve))),
    );
    const { result } = renderHook(() => useLogout(), { wrapper: Providers });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current();
    });
    wait(5_000);
    expect(shown('logging_out')).toBe(true);
    await act(async () => {
      settle(answer(null));
      await done;
    });
    expect(shown('logging_out')).toBe(false);
    wait(10_000);
    expect(shown('err_network_slow')).toBe(false);
  });

  it('R-CONST-08 a logout that does not settle keeps its loader 9999 ms, then the network is called slow', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { result } = renderHook(() => useLogout(), { wrapper: Providers });
    act(() => void result.current());
    wait(9_998);
    expect(shown('logging_out')).toBe(true);
    expect(shown('err_network_slow')).toBe(false);
    wait(1);
    expect(shown('logging_out')).toBe(false);
    expect(shown('err_network_slow')).toBe(true);
  });

  it('R-CONST-08 the login button spins while busy for at most 9999 ms, then the network is called slow', () => {
    const view = render(
      <Providers>
        <SubmitButton busy busyLabel="Logging in" testId="login-submit">
          Log in
        </SubmitButton>
      </Providers>,
    );
    const button = screen.getByTestId('login-submit') as HTMLButtonElement;
    wait(9_998);
    expect(screen.queryByRole('status')).not.toBeNull();
    expect(button.textContent).toBe('Logging in');
    wait(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(shown('err_network_slow')).toBe(true);
    // Still one request at a time (R-AUTH-20): the button waits for the answer all the same.
    expect(button.disabled).toBe(true);

    view.rerender(
      <Providers>
        <SubmitButton busy={false} testId="login-submit">
          Log in
        </SubmitButton>
      </Providers>,
    );
    expect(button.disabled).toBe(false);
  });

  it('R-CONST-08 a login answered in time stops the spinner without a slowness notice', () => {
    const view = render(
      <Providers>
        <SubmitButton busy testId="login-submit">
          Log in
        </SubmitButton>
      </Providers>,
    );
    wait(3_000);
    expect(screen.queryByRole('status')).not.toBeNull();
    view.rerender(
      <Providers>
        <SubmitButton busy={false} testId="login-submit">
          Log in
        </SubmitButton>
      </Providers>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    wait(10_000);
    expect(shown('err_network_slow')).toBe(false);
  });
});
