import {
  type BodyOf,
  type EndpointSpec,
  isErrorCode,
  type ParamsOf,
  pathOf,
  type QueryOf,
  type ResponseOf,
  TIMING,
} from '@app/contracts';
import { type MessageKey, messageKeyOf } from '../../i18n';
import { useSession } from '../stores/session';

/** A failed call: `code` is a server error code, or NETWORK / TIMEOUT / UNKNOWN from the client. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(code);
  }

  /** The form field the server blamed (`value.field`), if any. */
  get field(): string | undefined {
    const field = this.value?.field;
    return typeof field === 'string' ? field : undefined;
  }
}

export type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Sent form-encoded instead of a JSON body (the profile calls of SPEC §7, A-29). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data, for uploads; the browser writes the content type and its boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The start-up session check clears an expired session silently (R-AUTH-34). */
  quietSessionExpiry?: boolean;
}

function urlWith(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface Envelope {
  success: boolean;
  value: unknown;
  code: string | null;
  message: string;
}

/** Why a session ended: expired or replaced, or past the player's own session-time limit. */
export type SessionEndReason = 'SESSION_EXPIRED' | 'SESSION_TIME_LIMIT';

/** Where calls go: the browser's fetch, or the server itself while it renders a first screen (ssr/). */
let send: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(transport: typeof fetch): void {
  send = transport;
}

let onSessionExpired = (_reason: SessionEndReason) => {};

/** What to do when the server says the session ended (R-AUTH-41); the app sets it once at start. */
export function setSessionExpiredHandler(handler: (reason: SessionEndReason) => void): void {
  onSessionExpired = handler;
}

/**
 * Reads the envelope (R-API-01); every failure becomes an ApiError with a message key (R-ERR-34).
 * The session token travels in the `token` header whenever a session exists (R-API-02).
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  // One controller for the caller's cancel and our 10 s timeout (AbortSignal.any is too new for older iPhones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMING.requestTimeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort);
  const token = useSession.getState().session?.token;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.token = token;
  let body: string | FormData | null = null;
  if (options.multipart !== undefined) {
    body = options.multipart;
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await send(urlWith(path, options.query), {
      method,
      signal: controller.signal,
      credentials: 'same-origin',
      headers,
      body,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('TIMEOUT', 'err_network_slow', 0);
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK', navigator.onLine ? 'err_network_slow' : 'err_no_internet', 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError('UNKNOWN', 'err_unknown', response.status);
  }
  if (response.ok && envelope.success) return envelope.value as T;
  const code = envelope.code ?? 'UNKNOWN';
  // Only the session this call was made with: an answer that arrives after a new login must not end it.
  if (
    response.status === 401 &&
    (code === 'SESSION_EXPIRED' || code === 'SESSION_TIME_LIMIT') &&
    token &&
    !options.quietSessionExpiry &&
    useSession.getState().session?.token === token
  ) {
    onSessionExpired(code);
  }
  // A 5xx or a code this client does not know reads as "Unknown error" (R-ERR-24).
  const known = isErrorCode(code) && response.status < 500;
  const messageKey = known || response.status === 503 ? messageKeyOf(envelope.message) : 'err_unknown';
  throw new ApiError(code, messageKey, response.status, (envelope.value as Record<string, unknown>) ?? null);
}

/** A part the contract lacks, or whose fields are all optional, may be left out. */
type Nothing = Record<never, never>;
type Field<Name extends string, T> = undefined extends T
  ? { [K in Name]?: T }
  : Nothing extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call of an endpoint takes: its params, query and body as the contract types them. */
export type CallInput<E extends EndpointSpec> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', E['encoding'] extends 'multipart' ? FormData : BodyOf<E>> &
  Pick<RequestOptions, 'signal' | 'headers' | 'quietSessionExpiry'>;

/**
 * Calls one endpoint of the contract: the path, method and encoding come from it, and the result has
 * the type of its response schema, which the server's serialiser holds to.
 */
export function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  ...[input]: Nothing extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<ResponseOf<E>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & RequestOptions;
  const encoded: RequestOptions =
    endpoint.encoding === 'form'
      ? {
          form: Object.fromEntries(
            Object.entries(body as object).map(([key, value]) => [key, String(value)]),
          ),
        }
      : endpoint.encoding === 'multipart'
        ? { multipart: body as FormData }
        : { body };
  return apiRequest<ResponseOf<E>>(endpoint.method, pathOf(endpoint, params), {
    ...options,
    ...encoded,
    query,
  });
}
