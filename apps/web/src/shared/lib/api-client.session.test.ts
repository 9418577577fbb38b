import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, type SessionInfo, startSession, useSession } from '../stores/session';
import { ApiError, apiRequest, setSessionExpiredHandler } from './api-client';

const SESSION: SessionInfo = {
  token: 'tok-1',
  merchantCode: 'PERLA',
  userName: 'player1',
  type: 0,
  firstTimeLogin: false,
};

function fetchAnswering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const expired = { success: false, value: null, code: 'SESSION_EXPIRED', message: 'err_session_expired' };
const headersOf = (fetch: ReturnType<typeof fetchAnswering>) =>
  fetch.mock.calls[0]?.[1].headers as Record<string, string>;

describe('the API client and the session', () => {
  const onExpired = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    onExpired.mockReset();
    setSessionExpiredHandler(onExpired);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('R-API-02 R-AUTH-16 sends the token header only while a session exists', async () => {
    let fetch = fetchAnswering(200, { success: true, value: 1, code: null, message: 'ok' });
    await apiRequest('GET', '/wps/x');
    expect(headersOf(fetch)).not.toHaveProperty('token');

    startSession(SESSION);
    fetch = fetchAnswering(200, { success: true, value: 1, code: null, message: 'ok' });
    await apiRequest('POST', '/wps/x', { body: { a: 1 }, headers: { Device: 'OTHERS' } });
    expect(headersOf(fetch)).toEqual({
      token: 'tok-1',
      Device: 'OTHERS',
      'content-type': 'application/json',
    });
  });

  it('R-AUTH-41 hands a 401 SESSION_EXPIRED of the current session to the expiry handler', async () => {
    startSession(SESSION);
    fetchAnswering(401, expired);
    await expect(apiRequest('GET', '/wps/member/info')).rejects.toBeInstanceOf(ApiError);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('R-AUTH-34 leaves a quiet check, NOT_LOGGED_IN and an answer for an older session alone', async () => {
    startSession(SESSION);
    fetchAnswering(401, expired);
    await expect(apiRequest('GET', '/wps/member/info', { quietSessionExpiry: true })).rejects.toThrow();

    fetchAnswering(401, { success: false, value: null, code: 'NOT_LOGGED_IN', message: 'err_not_logged_in' });
    await expect(apiRequest('GET', '/wps/member/info')).rejects.toThrow();

    // The player logged in again while the old session's call was on its way.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = apiRequest('GET', '/wps/member/info');
    startSession({ ...SESSION, token: 'tok-2' });
    answer(new Response(JSON.stringify(expired), { status: 401 }));
    await expect(pending).rejects.toThrow();
    expect(onExpired).not.toHaveBeenCalled();
    expect(useSession.getState().session?.token).toBe('tok-2');
  });

  it('R-ERR-21 exposes the field the server blamed', async () => {
    fetchAnswering(409, {
      success: false,
      value: { field: 'username' },
      code: 'USERNAME_EXISTS',
      message: 'err_username_exists',
    });
    const error = await apiRequest('PUT', '/wps/member/register').catch((e: ApiError) => e);
    expect(error).toMatchObject({
      code: 'USERNAME_EXISTS',
      messageKey: 'err_username_exists',
      field: 'username',
    });
  });
});
