import type { Game, Vendor, VendorGameTypes } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderCategories } from '../../features/games';
import { GameTile } from '../../features/games/components/GameTile';
import { useLaunchChat } from '../../features/message/hooks/use-launch-chat';
import { clearSession, startSession } from '../../shared/stores/session';
import { SiteFooter } from './components/SiteFooter';
import { homePageOf } from './lib/page-type';

const vendor = (vassalage: string): Vendor => ({
  vassalage,
  displayName: vassalage,
  mobileSmallIcon: '',
  accountTypeName: vassalage,
  inHouse: false,
  gameCode: null,
  cockfight: false,
});

const vendorData: VendorGameTypes = {
  sorting: [
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
    { gameCategory: 'RNG', vendorNames: ['PG'] },
    { gameCategory: 'FISH', vendorNames: ['JILI'] },
  ],
  mapping: {
    LIVE: { vendors: [vendor('EVO')], gameClassify: [] },
    RNG: { vendors: [vendor('PG')], gameClassify: [] },
    FISH: { vendors: [vendor('JILI')], gameClassify: [] },
  },
};

/** The page the router is on, beside what is rendered. */
let location = { pathname: '', search: '' };
function WhereAmI() {
  location = useLocation();
  return null;
}

function withProviders(children: ReactNode, client = new QueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/rng']}>
        {children}
        <WhereAmI />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  // Whatever the screens ask the server stays unanswered: the tests give them their data.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the footer categories', () => {
  function renderFooter() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(['games', 'vendorGameTypes', 'EN'], vendorData);
    render(withProviders(<SiteFooter />, client));
    return vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  }

  it('R-CONST-11 R-CONST-27 a footer category opens that category on the home, then scrolls up after 500 ms', () => {
    const scrollTo = renderFooter();
    const categories = orderCategories(vendorData).map((e) => e.category);
    const buttons = screen.getAllByTestId(/^footer-category-/);
    expect(buttons.map((b) => b.dataset.testid)).toEqual(categories.map((c) => `footer-category-${c}`));

    categories.forEach((category, position) => {
      const button = buttons[position];
      if (!button) throw new Error(`no footer button at ${position}`);
      fireEvent.click(button);
      expect(location.pathname).toBe('/home');
      expect(homePageOf(new URLSearchParams(location.search))).toEqual({ type: 'list', category });
      act(() => vi.advanceTimersByTime(499));
      expect(scrollTo).toHaveBeenCalledTimes(position);
      act(() => vi.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledTimes(position + 1);
    });
  });
});

describe('game tiles', () => {
  it('R-CONST-27 a tile takes style (nodeId mod 8) + 1', () => {
    const game = (nodeId: number) =>
      ({
        nodeId,
        gameName: `Game ${nodeId}`,
        gameType: 'Slot',
        displayName: 'PG',
        onlineCount: null,
      }) as Game;
    for (const [nodeId, style] of [
      [0, 1],
      [7, 8],
      [8, 1],
      [13, 6],
      [1_000_003, 4],
    ] as const) {
      const view = render(
        withProviders(
          <GameTile game={game(nodeId)} favourite={false} onLaunch={() => {}} onToggleFavourite={() => {}} />,
        ),
      );
      const art = view.container.querySelector('[data-variant]') as HTMLElement;
      expect(art.dataset.variant, `node ${nodeId}`).toBe(String(style));
      view.unmount();
    }
  });
});

describe('live chat', () => {
  it('R-CONST-11 goes to the chat 500 ms after the server gives its address', async () => {
    startSession({ token: 't', merchantCode: 'M', userName: 'p', type: 0, firstTimeLogin: false });
    const chatUrl = 'https://chat.example/room/1';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, value: { chatUrl }, code: null, message: 'ok' }), {
            status: 200,
          }),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { result } = renderHook(() => useLaunchChat(), {
      wrapper: ({ children }) => withProviders(children),
    });
    await act(() => result.current.start());
    act(() => vi.advanceTimersByTime(499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith(chatUrl);
  });
});
