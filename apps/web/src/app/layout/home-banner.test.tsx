import type { SystemStatus } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusQueryKey } from '../../shared/api/get-status';
import { HomeBanner } from './HomeBanner';

function renderAt(path: string, mainDomain: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(statusQueryKey, { status: 0, info: { mainDomain } } as SystemStatus);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HomeBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.queryByTestId('home-banner');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home banner', () => {
  it('R-NAV-38 R-SYS-06 shows the site domain from status info.mainDomain on the home paths', () => {
    for (const path of ['/', '/home']) {
      expect(renderAt(path, 'perlaplay.example')?.textContent, path).toContain('perlaplay.example');
      cleanup();
    }
  });

  it('R-NAV-38 is absent when info.mainDomain is empty', () => {
    expect(renderAt('/home', '')).toBeNull();
  });

  it('R-NAV-38 is absent off the home paths', () => {
    for (const path of ['/rng', '/vip', '/member/home']) {
      expect(renderAt(path, 'perlaplay.example'), path).toBeNull();
      cleanup();
    }
  });
});
