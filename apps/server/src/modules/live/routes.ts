import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { authenticate as authenticateSession } from '../session/index.js';
import type { LiveBus } from './bus.js';

/** How long a socket may stay open without saying who it is. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * `/wps/ws`: the page opens the socket and sends `{"type":"auth","token":…}` first (a token in the
 * URL would land in access logs); from then on it receives the member's live events as JSON.
 */
export const liveRoutes: FastifyPluginAsync<{ db: Db; bus: LiveBus }> = async (app, { db, bus }) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let unsubscribe: (() => void) | undefined;
    const timer = setTimeout(() => socket.close(4401, 'auth'), AUTH_TIMEOUT_MS);
    socket.once('message', async (raw: Buffer) => {
      clearTimeout(timer);
      try {
        const message = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
        if (message.type !== 'auth' || typeof message.token !== 'string')
          throw new Error('not an auth message');
        const session = await authenticateSession(db, message.token);
        if (socket.readyState !== socket.OPEN) return;
        unsubscribe = bus.subscribe(session.memberId, (event) => socket.send(JSON.stringify(event)));
        socket.send(JSON.stringify({ type: 'ready' }));
      } catch {
        socket.close(4401, 'auth');
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe?.();
    });
  });
};
