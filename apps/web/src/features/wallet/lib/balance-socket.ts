import { type BalanceEvent, LIVE_CLOSE } from '@app/contracts';
import { dispatchTopicEvent, onSocketReady } from './live-topics';

const MAX_RETRY_MS = 30_000;

export function isBalanceEvent(data: unknown): data is BalanceEvent {
  if (typeof data !== 'object' || data === null) return false;
  const event = data as Record<string, unknown>;
  return (
    event.type === 'balance' &&
    (event.currency === 'PHP' || event.currency === 'DEMO') &&
    typeof event.sumBalance === 'number' &&
    Number.isFinite(event.sumBalance)
  );
}

const isReady = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ready';

function socketUrl(path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

/**
 * Listens for the member's balance events on the live-events `path` (R-WALLET-03: a spin shows at
 * once, not at the next 60 s refresh). Reconnects with a growing pause, since phones drop sockets
 * when they sleep. Returns the function that closes it for good.
 */
export function listenToBalance(
  path: string,
  token: string,
  onBalance: (event: BalanceEvent) => void,
): () => void {
  let socket: WebSocket | null = null;
  let retryMs = 1_000;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    socket = new WebSocket(socketUrl(path));
    socket.onopen = () => {
      retryMs = 1_000;
      socket?.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (message) => {
      try {
        const data: unknown = JSON.parse(String(message.data));
        if (isBalanceEvent(data)) onBalance(data);
        else if (isReady(data)) {
          const ready = socket;
          onSocketReady((topic) => ready?.send(JSON.stringify({ type: 'subscribe', topic })));
        } else if (typeof data === 'object' && data !== null && 'type' in data)
          dispatchTopicEvent(data as { type: string });
      } catch {
        // Not JSON: nothing this page listens for.
      }
    };
    socket.onclose = (event) => {
      onSocketReady(null);
      // The session behind the token has ended: coming back with it would only be refused again.
      if (closed || event.code === LIVE_CLOSE.session) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };
  open();
  return () => {
    closed = true;
    onSocketReady(null);
    clearTimeout(retryTimer);
    socket?.close();
  };
}
