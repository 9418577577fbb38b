import type { SystemStatus } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameArt } from '../../features/games';
import { useLiveBalance } from '../../features/wallet/hooks/use-live-balance';
import { statusQueryKey } from '../../shared/api/get-status';
import { ServiceButton } from '../home/components/ServiceButton';
import { HomeHeader } from './HomeHeader';
import { SideMenuActions } from './SideMenuActions';

type Whitelabel = SystemStatus['info']['whitelabel'];

const info: SystemStatus['info'] = {
  siteName: 'Perla',
  customerService: null,
  affiliateService: null,
  domainRoute: {
    host: 'm.perla.example',
    mainDomain: '',
    alternativeDomains: [],
    speedTestUrl: 'https://speed.perla.example/',
  },
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  paths: { api: '/gateway', lotteryGateway: '/lgw', liveEvents: '/live' },
  register: { username: true, mobile: false },
  // Nothing here names the speed test: the entry must come from domainRoute.
  resources: [],
  whitelabel: {} as Whitelabel,
  mainDomain: '',
  imageCDNs: [],
  sass: false,
  maintenanceNotice: null,
  identityProvider: null,
};

function wrapperWith(status: SystemStatus) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(statusQueryKey, status);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const status: SystemStatus = {
  status: 0,
  maintenance: false,
  regionRestriction: false,
  location: { ip: '', country: null },
  info,
};

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

describe('the client reads the status info', () => {
  it('R-SYS-06 the side menu speed test comes from info.domainRoute', () => {
    render(<SideMenuActions />, { wrapper: wrapperWith(status) });
    expect(screen.getByTestId('menu-speed-test').getAttribute('href')).toBe('https://speed.perla.example/');
  });

  it('R-SYS-06 the live balance socket opens on info.paths (api + liveEvents)', async () => {
    const opened: string[] = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor(url: string) {
          opened.push(url);
        }
        send() {}
        close() {}
      },
    );
    const { unmount } = renderHook(() => useLiveBalance('token-1'), {
      wrapper: wrapperWith(status),
    });
    await waitFor(() => expect(opened).toEqual([`ws://${location.host}/gateway/live`]));
    unmount();
  });

  it('R-SYS-06 customerService, register, resources, whitelabel and imageCDNs are read from info', () => {
    const full: SystemStatus = {
      ...status,
      info: {
        ...info,
        customerService: { csType: 'CS', path: 'https://help.perla.example/' },
        register: { username: true, mobile: false },
        resources: [{ resourceType: 'Android', url: 'https://perla.example/app.apk' }],
        whitelabel: { CBS3: true } as Whitelabel,
        imageCDNs: ['https://img.perla.example'],
      },
    };
    const wrapper = wrapperWith(full);
    render(
      <>
        <ServiceButton />
        <HomeHeader />
        <SideMenuActions />
        <GameArt src="/games/koi.png" name="Koi" variant={1} />
      </>,
      { wrapper },
    );
    expect(screen.queryByTestId('service-fab')).not.toBeNull();
    expect(screen.queryByTestId('header-register')).not.toBeNull();
    expect(screen.queryByTestId('menu-download')).not.toBeNull();
    expect(screen.queryByTestId('menu-live-chat')).not.toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.perla.example/games/koi.png',
    );
    cleanup();

    // The same screens with an info that offers none of them.
    render(
      <>
        <ServiceButton />
        <HomeHeader />
        <SideMenuActions />
      </>,
      {
        wrapper: wrapperWith({
          ...status,
          info: { ...info, register: { username: false, mobile: false } },
        }),
      },
    );
    expect(screen.queryByTestId('service-fab')).toBeNull();
    expect(screen.queryByTestId('header-register')).toBeNull();
    expect(screen.queryByTestId('menu-download')).toBeNull();
    expect(screen.queryByTestId('menu-live-chat')).toBeNull();
  });
});
