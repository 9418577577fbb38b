import { isErrorCode, TIMING } from '@app/contracts';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/stores/session';

/**
 * A form-encoded POST (SPEC §7: the profile fields, A-29). The shared client sends JSON only, so this
 * reads the same envelope itself; an ended session is handed to the shared client's own handling by
 * asking the server once more through it (R-AUTH-41).
 */
export async function postForm<T>(path: string, fields: Record<string, string>): Promise<T> {
  const token = useSession.getState().session?.token;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(TIMING.requestTimeoutMs),
    });
  } catch {
    throw new ApiError('NETWORK', navigator.onLine ? 'err_network_slow' : 'err_no_internet', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: unknown;
    code?: string | null;
    message?: string;
  } | null;
  if (response.ok && envelope?.success) return envelope.value as T;
  const code = envelope?.code ?? 'UNKNOWN';
  if (response.status === 401 && code === 'SESSION_EXPIRED') {
    void apiRequest('GET', '/wps/member/info').catch(() => undefined);
  }
  const known = isErrorCode(code) && response.status < 500 && envelope?.message;
  throw new ApiError(
    code,
    known ? (envelope?.message as string) : 'err_unknown',
    response.status,
    (envelope?.value as Record<string, unknown>) ?? null,
  );
}
