import { accountEndpoints, feedbackEndpoints, walletEndpoints } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, callEndpoint } from './api-client';

// These tests are about how the client reads answers, so fetch answers as the server would.
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await apiRequest('GET', '/wps/x');
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('R-AUTH-51 sends a form body form-encoded, and JSON otherwise', async () => {
    answer(200, { success: true, value: { nickname: 'Ana & Co' }, code: null, message: 'ok' });
    await apiRequest('POST', '/wps/member/info/nickname', { form: { nickname: 'Ana & Co' } });
    await apiRequest('POST', '/wps/x', { body: { a: 1 } });
    const calls = vi.mocked(fetch).mock.calls.map(([, init]) => init);
    expect(calls[0]?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(calls[0]?.body).toBe('nickname=Ana+%26+Co');
    expect(calls[1]?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(calls[1]?.body).toBe('{"a":1}');
  });

  it('R-AUTH-51 calls an endpoint as its contract says: method, path, query and encoding', async () => {
    answer(200, { success: true, value: { icon: 3 }, code: null, message: 'ok' });
    await callEndpoint(accountEndpoints.setIcon, { body: { icon: 3 } });
    await callEndpoint(accountEndpoints.checkUsername, { query: { username: 'ana 1', altcha: 'x' } });
    const form = new FormData();
    form.append('content', 'hello');
    await callEndpoint(feedbackEndpoints.send, { body: form });
    await callEndpoint(walletEndpoints.seamlessBalance, {
      params: { vendor: 'PG/x' },
      body: { playerId: '1' },
    });
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'POST /wps/member/info/icon',
      'GET /wps/check/username?username=ana+1&altcha=x',
      'PUT /wps/feedback',
      'POST /seamless/PG%2Fx/balance',
    ]);
    expect(calls[0]?.[1]?.body).toBe('icon=3');
    expect(calls[2]?.[1]?.body).toBe(form);
    expect(calls[3]?.[1]?.body).toBe('{"playerId":"1"}');
  });

  it('R-API-01 returns value on success', async () => {
    answer(200, { success: true, value: { a: 1 }, code: null, message: 'ok' });
    expect(await apiRequest('GET', '/wps/x')).toEqual({ a: 1 });
  });

  it('R-ERR-34 keeps a known code with its message key and value', async () => {
    answer(401, {
      success: false,
      value: { field: 'token' },
      code: 'NOT_LOGGED_IN',
      message: 'err_not_logged_in',
    });
    expect(await failure()).toMatchObject({
      code: 'NOT_LOGGED_IN',
      messageKey: 'err_not_logged_in',
      value: { field: 'token' },
    });
  });

  it('R-ERR-24 reads a 5xx or an unknown code as Unknown error', async () => {
    answer(500, { success: false, value: null, code: 'INTERNAL_ERROR', message: 'err_unknown' });
    expect((await failure()).messageKey).toBe('err_unknown');
    answer(400, { success: false, value: null, code: 'SOMETHING_NEW', message: 'something_new' });
    expect((await failure()).messageKey).toBe('err_unknown');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    expect((await failure()).messageKey).toBe('err_unknown');
  });

  it('R-ERR-26 keeps the maintenance message of a 503', async () => {
    answer(503, { success: false, value: null, code: 'MAINTENANCE', message: 'err_maintenance' });
    expect(await failure()).toMatchObject({ code: 'MAINTENANCE', messageKey: 'err_maintenance' });
  });

  it('R-ERR-29 says no internet when offline and network slow when a request times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await failure()).toMatchObject({ code: 'NETWORK', messageKey: 'err_no_internet' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    vi.useFakeTimers();
    const pending = failure();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ code: 'TIMEOUT', messageKey: 'err_network_slow' });
  });
});
