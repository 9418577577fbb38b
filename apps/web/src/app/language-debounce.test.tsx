import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevalidateOnLanguageChange } from '../features/account/hooks/use-revalidate-on-language-change';
import { useVendorGameTypes } from '../features/games';
import { helpCenterQuery, useHelpCenter } from '../features/help/api/get-help-center';
import { usePreferences } from '../shared/stores/preferences';

afterEach(() => {
  cleanup();
  act(() => usePreferences.getState().setLanguage('EN'));
  vi.useRealTimers();
});

/** A client whose answers never go stale, so the hooks under test ask the network for nothing. */
function quietClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
}
let client = quietClient();
function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const asked = (key: readonly unknown[]) =>
  client.getQueryCache().find({ queryKey: key, exact: true }) !== undefined;

describe('language-change debounces', () => {
  it('R-CONST-07 re-validation runs 200 ms after a language change', () => {
    vi.useFakeTimers();
    const revalidate = vi.fn();
    renderHook(() => useRevalidateOnLanguageChange(revalidate));
    act(() => usePreferences.getState().setLanguage('VI'));
    act(() => vi.advanceTimersByTime(199));
    expect(revalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('R-CONST-07 the help items are asked in the new language 200 ms after the change', () => {
    vi.useFakeTimers();
    client = quietClient();
    for (const language of ['EN', 'TH'] as const) client.setQueryData(helpCenterQuery(language).queryKey, []);
    renderHook(() => useHelpCenter(), { wrapper: Wrapper });
    const observed = () =>
      client
        .getQueryCache()
        .find({ queryKey: helpCenterQuery('TH').queryKey })
        ?.getObserversCount();
    act(() => usePreferences.getState().setLanguage('TH'));
    act(() => vi.advanceTimersByTime(199));
    expect(observed()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(observed()).toBe(1);
  });

  it('R-CONST-07 the vendor data is asked in the new language 250 ms after the change', () => {
    vi.useFakeTimers();
    client = quietClient();
    renderHook(() => useVendorGameTypes(), { wrapper: Wrapper });
    act(() => usePreferences.getState().setLanguage('CN'));
    act(() => vi.advanceTimersByTime(249));
    expect(asked(['games', 'vendorGameTypes', 'CN'])).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(asked(['games', 'vendorGameTypes', 'CN'])).toBe(true);
  });
});
