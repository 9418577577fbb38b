import { STORAGE_KEYS, type SystemStatus } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusQueryKey } from './get-status';
import { useMobileTemplate } from './get-template';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, code: null, message: 'ok' }), { status: 200 });

/** The hook with the status already known, and the template call answered when `answer` is called. */
function renderTemplate(statusTemplate = { mem_cen: 1, dep_func: 1 }) {
  let answer: (value: unknown) => void = () => {};
  const fetch = vi.fn(
    (_url: string) =>
      new Promise<Response>((resolve) => {
        answer = (value) => resolve(envelope(value));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(statusQueryKey, {
    status: 0,
    info: { mobileTemplate: statusTemplate },
  } as SystemStatus);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMobileTemplate(), { wrapper });
  return { fetch, result, answer: (value: unknown) => act(() => answer(value)) };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the template choice', () => {
  it('R-SYS-11 is fetched with GET /wps/system/template and kept under the templates flag', async () => {
    const { fetch, result, answer } = renderTemplate();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/system/template');
    expect(init.method).toBe('GET');
    answer({ mem_cen: 0, dep_func: 0 });
    await waitFor(() => expect(result.current).toEqual({ mem_cen: 0, dep_func: 0 }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.templates) ?? 'null')).toEqual({
      mem_cen: 0,
      dep_func: 0,
    });
  });

  it('R-SYS-11 R-SYS-06 until the call answers, the kept choice is used, else the status info.mobileTemplate', async () => {
    const fromStatus = renderTemplate({ mem_cen: 1, dep_func: 0 });
    expect(fromStatus.result.current).toEqual({ mem_cen: 1, dep_func: 0 });
    cleanup();

    localStorage.setItem(STORAGE_KEYS.templates, JSON.stringify({ mem_cen: 0, dep_func: 1 }));
    const kept = renderTemplate({ mem_cen: 1, dep_func: 0 });
    expect(kept.result.current).toEqual({ mem_cen: 0, dep_func: 1 });
  });
});
