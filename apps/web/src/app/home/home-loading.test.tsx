import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n';
import { useNotices } from '../../shared/stores/notices';
import { Notices } from '../../shared/ui/Notices';
import HomeScreen from './HomeScreen';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // No call is ever answered: the vendor data stays on its way.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  act(() => useNotices.setState({ notices: [] }));
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the home loader', () => {
  it('R-CONST-08 the vendor loader stays 9999 ms at most, then the network is called slow', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/home']}>
          <HomeScreen />
          <Notices />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const slow = () => screen.queryByText(translate('err_network_slow'));
    act(() => vi.advanceTimersByTime(9_998));
    expect(screen.queryByTestId('page-spinner')).not.toBeNull();
    expect(slow()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('page-spinner')).toBeNull();
    expect(slow()).not.toBeNull();
  });
});
