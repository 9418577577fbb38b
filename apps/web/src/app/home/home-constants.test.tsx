import type { Announcement, Winner } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, Marquee } from '../../features/content';
import { rankListQuery } from '../../features/games/api/get-rank-list';
import { walletQuery } from '../../features/wallet/api/get-wallets';
import { WinnerBoard } from './components/WinnerBoard';

function withProviders(client: QueryClient, children: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const banner = (id: number): Announcement =>
  ({
    id,
    announcementId: id,
    type: 'B',
    groupName: 'm_home',
    title: `Banner ${id}`,
    content: '',
    url: '',
    imageUrl: '',
    linkage: '',
    read: false,
  }) as unknown as Announcement;

const winner = (i: number): Winner => ({
  vo: {
    iconUrl: '',
    gameName: `Game ${i}`,
    customerName: `pl***${i}`,
    winAmount: 100 + i,
    nodeId: i,
    vassalage: 'PG',
    gameCategory: 'RNG',
    supportPlay: 1,
    gameId: `g${i}`,
    wonAt: '2026-11-28T00:00:00Z',
  },
});

/** The winner board as it renders for a list of `count` wins. */
function renderWinners(count: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(rankListQuery('EN').queryKey, {
    list: Array.from({ length: count }, (_, i) => winner(i)),
  });
  return render(withProviders(client, <WinnerBoard />));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home timings and sizes', () => {
  it('R-CONST-01 the balance is refreshed every 60 000 ms', () => {
    expect(walletQuery.refetchInterval).toBe(60_000);
  });

  it('R-CONST-02 banners advance every 5000 ms, and only when there is more than one', () => {
    const intervals = vi.spyOn(window, 'setInterval');
    const client = new QueryClient();
    const one = render(withProviders(client, <BannerCarousel banners={[banner(1)]} />));
    expect(screen.getByTestId('banners').dataset.loops).toBe('false');
    expect(intervals.mock.calls.some(([, ms]) => ms === 5_000)).toBe(false);
    one.unmount();

    render(withProviders(client, <BannerCarousel banners={[banner(1), banner(2), banner(3)]} />));
    expect(screen.getByTestId('banners').dataset.loops).toBe('true');
    expect(intervals.mock.calls.filter(([, ms]) => ms === 5_000)).toHaveLength(1);
  });

  it('R-CONST-03 the marquee moves at 30 frames per second', () => {
    vi.useFakeTimers();
    const intervals = vi.spyOn(window, 'setInterval');
    render(withProviders(new QueryClient(), <Marquee items={[banner(1)]} />));
    expect(intervals.mock.calls.map(([, ms]) => ms)).toContain(1000 / 30);
    const strip = screen.getByTestId('marquee-item').parentElement;
    if (!strip) throw new Error('no marquee strip');
    // jsdom lays nothing out: a strip 1000 px wide, in a window of no width.
    Object.defineProperty(strip, 'scrollWidth', { value: 1000 });
    act(() => vi.advanceTimersByTime(1000));
    // Thirty frames of 1.2 px each in one second.
    const x = Number(/translate3d\((-?[\d.]+)px/.exec(strip.style.transform)?.[1]);
    expect(x).toBeCloseTo(-36, 6);
  });

  it('R-CONST-14 the winner board shows the first 10 of the 20 it asks for', () => {
    renderWinners(20);
    expect(screen.getAllByTestId('winner-row')).toHaveLength(10);
    expect(screen.getByText('Game 9')).toBeTruthy();
    expect(screen.queryByText('Game 10')).toBeNull();
  });

  it('R-CONST-14 the winner board loops only with more than 3 winners', () => {
    const three = renderWinners(3);
    expect(screen.getByTestId('winner-board').dataset.loops).toBe('false');
    // No copy of the first rows closes a loop.
    expect(document.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    three.unmount();
    renderWinners(4);
    expect(screen.getByTestId('winner-board').dataset.loops).toBe('true');
    expect(document.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
  });
});
