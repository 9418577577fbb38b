import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import EN from '../../../i18n/EN.json';
import { VendorGrid } from './VendorGrid';

describe('the provider grid', () => {
  afterEach(cleanup);

  it('R-GAMES-51 says "No data", why, and leads to the lobby (a new install has no live casino)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/live']}>
          <VendorGrid category="LIVE" vendors={[]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('games-empty-title').textContent).toBe(EN.in_no_data);
    expect(screen.getByTestId('games-empty-why').textContent).toBe(EN.games_empty_vendors);
    expect(screen.getByTestId('games-empty-next').getAttribute('href')).toBe('/home');
  });

  it('R-GAMES-07 shows a tile per provider when there are some', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/live']}>
          <VendorGrid
            category="LIVE"
            vendors={[{ vassalage: 'EVO', displayName: 'Evolution', mobileSmallIcon: '' } as never]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('games-empty')).toBeNull();
    expect(screen.getByTestId('vendor-tile-EVO').textContent).toContain('Evolution');
  });
});
