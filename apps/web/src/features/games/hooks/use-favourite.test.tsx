import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotices } from '../../../shared/stores/notices';
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
