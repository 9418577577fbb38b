import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MessageKey, translate } from '../../../i18n';
import { useNotices } from '../../../shared/stores/notices';
import { clearSession, startSession } from '../../../shared/stores/session';
import { Notices } from '../../../shared/ui/Notices';
import { decideLaunch, offersDemo } from '../lib/launch';
import { useFavouriteToggle } from './use-favourite';

const client = new QueryClient();
function Wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rng']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
  useNotices.setState({ notices: [] });
});

const game = {
  vassalage: 'PG',
  supportPlay: 1,
  gameId: 'g1',
  nodeId: 42,
  category: 'RNG' as const,
  gameName: 'Koi',
};

describe('what needs a session', () => {
  it('R-VAL-21 launching needs a session, and a trial account may open only supportPlay 0 games', () => {
    expect(decideLaunch(game, 'guest')).toEqual({ kind: 'login' });
    expect(decideLaunch(game, 'trial')).toEqual({ kind: 'trialRefused' });
    expect(offersDemo(game)).toBe(false);
    expect(decideLaunch({ ...game, supportPlay: 0 }, 'trial').kind).toBe('launch');
    expect(decideLaunch(game, 'member').kind).toBe('launch');
  });

  it('R-VAL-21 R-ERR-05 a guest favouriting asks nothing of the server, sees in_logged_login and goes to /m/login', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => ({ toggle: useFavouriteToggle(), path: useLocation().pathname }), {
      wrapper: Wrapper,
    });
    await act(() => result.current.toggle(game, false));
    expect(fetch).not.toHaveBeenCalled();
    expect(useNotices.getState().notices.map((n) => n.messageKey)).toEqual(['in_logged_login']);
    expect(result.current.path).toBe('/login');
  });
});

const envelope = (body: object, status = 200) => new Response(JSON.stringify(body), { status });
const accepted = () => envelope({ success: true, value: { success: true }, code: null, message: 'ok' });
const refused = () =>
  envelope({ success: false, value: null, code: 'NOT_FOUND', message: 'err_not_found' }, 404);

/** A member's favourite star, with the notices on screen and the server's answer held back. */
function memberToggle() {
  vi.useFakeTimers();
  startSession({ token: 't', merchantCode: 'M', userName: 'p', type: 0, firstTimeLogin: false });
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    ),
  );
  render(<Notices />);
  const { result } = renderHook(() => useFavouriteToggle(), { wrapper: Wrapper });
  const tap = (isFavourite: boolean) => {
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current(game, isFavourite);
    });
    return (response: Response) =>
      act(async () => {
        answer(response);
        await done;
      });
  };
  return { tap };
}

const shown = (key: MessageKey) => screen.queryByText(translate(key)) !== null;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('favourite messages and their times', () => {
  it('R-ERR-09 R-CONST-25 R-CONST-09 adding shows its loading toast for at most 2 s', () => {
    const { tap } = memberToggle();
    tap(false);
    wait(1_999);
    expect(shown('loading')).toBe(true);
    wait(1);
    expect(shown('loading')).toBe(false);
  });

  it('R-ERR-09 R-CONST-25 removing shows its loading toast for at most 1 s', () => {
    const { tap } = memberToggle();
    tap(true);
    wait(999);
    expect(shown('loading')).toBe(true);
    wait(1);
    expect(shown('loading')).toBe(false);
  });

  it('R-ERR-32 R-CONST-25 an added favourite says "saved" for 1 s', async () => {
    const { tap } = memberToggle();
    await tap(false)(accepted());
    expect(shown('loading')).toBe(false);
    wait(999);
    expect(shown('fav_saved')).toBe(true);
    wait(1);
    expect(shown('fav_saved')).toBe(false);
  });

  it('R-ERR-09 a failed add or remove hides its loader and says only what the server said (A-36)', async () => {
    const { tap } = memberToggle();
    for (const isFavourite of [false, true]) {
      await tap(isFavourite)(refused());
      expect(shown('loading')).toBe(false);
      expect(shown('fav_saved')).toBe(false);
      expect(useNotices.getState().notices.map((n) => n.messageKey)).toEqual(['err_not_found']);
      act(() => useNotices.setState({ notices: [] }));
    }
  });
});
