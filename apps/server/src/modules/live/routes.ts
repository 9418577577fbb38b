import { LIVE_CLOSE, LIVE_TOPICS, type LiveTopic } from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.js';
import { authenticate as authenticateSession, openSessionIds } from '../session/index.js';
import type { LiveBus } from './bus.js';

/** How long a socket may stay open without saying who it is. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * A topic's event goes to every socket that follows it as the same object: it is written once, not
 * once per socket. A Crash round's bets reach a thousand pages, and writing a batch of them a
 * thousand times over took more of the server than the bets themselves.
 */
const written = new WeakMap<object, Buffer>();
function frameOf(event: object): Buffer {
  let frame = written.get(event);
  if (!frame) {
    frame = Buffer.from(JSON.stringify(event));
    written.set(event, frame);
  }
  return frame;
}

export interface LiveRoutesOptions {
  db: Db;
  bus: LiveBus;
  /** How often this node checks that the sessions behind its sockets are still open. */
  sessionCheckMs: number;
}

/**
 * `/wps/ws`: the page opens the socket and sends `{"type":"auth","token":…}` first (a token in the
 * URL would land in access logs); from then on it receives the member's live events as JSON.
 *
 * A socket lives no longer than its session (S-13). Every node checks the sessions of its own
 * sockets against the database on a timer, one query for all of them: that sees a logout or a
 * password change made on any node, an expiry, and an account disabled from the command line,
 * without a message between nodes that could be lost.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const { db, bus, sessionCheckMs } = options;
  const socketsBySession = new Map<number, Set<WebSocket>>();

  const closeEndedSessions = async () => {
    const checked = [...socketsBySession.keys()];
    if (checked.length === 0) return;
    const open = await openSessionIds(db, checked);
    for (const sessionId of checked) {
      if (open.has(sessionId)) continue;
      for (const socket of socketsBySession.get(sessionId) ?? []) socket.close(LIVE_CLOSE.session, 'session');
      socketsBySession.delete(sessionId);
    }
  };
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    closeEndedSessions()
      .catch((error: unknown) => app.log.warn({ event: 'live_session_check_failed', err: error }))
      .finally(() => {
        checking = false;
      });
  }, sessionCheckMs);
  timer.unref();

  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // A broken frame or a dropped connection is the client's doing: worth a line, not an alarm.
    errorHandler: (error, socket, request) => {
      request.log.info({ event: 'websocket_client_error', message: error.message }, 'websocket closed');
      socket.terminate();
    },
    preClose(done) {
      clearInterval(timer);
      for (const client of this.websocketServer.clients) client.close(LIVE_CLOSE.restart, 'restart');
      this.websocketServer.close(() => done());
    },
  });

  /** After the auth message a page may follow a topic; anything else it sends is ignored. */
  const followTopic = (socket: WebSocket, topics: Map<LiveTopic, () => void>, raw: Buffer) => {
    let message: { type?: unknown; topic?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    const topic = LIVE_TOPICS.find((known) => known === message.topic);
    if (message.type !== 'subscribe' || !topic || topics.has(topic)) return;
    topics.set(
      topic,
      bus.subscribeTopic(topic, (event) => socket.send(frameOf(event), { binary: false })),
    );
  };

  app.get('/wps/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let unsubscribe: (() => void) | undefined;
    const topics = new Map<LiveTopic, () => void>();
    let sessionId: number | undefined;
    const authTimer = setTimeout(() => socket.close(LIVE_CLOSE.session, 'auth'), AUTH_TIMEOUT_MS);
    socket.once('message', async (raw: Buffer) => {
      clearTimeout(authTimer);
      try {
        const message = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
        if (message.type !== 'auth' || typeof message.token !== 'string')
          throw new Error('not an auth message');
        const session = await authenticateSession(db, message.token);
        if (socket.readyState !== socket.OPEN) return;
        sessionId = session.sessionId;
        const sockets = socketsBySession.get(sessionId) ?? new Set();
        socketsBySession.set(sessionId, sockets.add(socket));
        unsubscribe = bus.subscribe(session.memberId, (event) => socket.send(JSON.stringify(event)));
        socket.on('message', (next: Buffer) => followTopic(socket, topics, next));
        socket.send(JSON.stringify({ type: 'ready' }));
      } catch {
        socket.close(LIVE_CLOSE.session, 'auth');
      }
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      unsubscribe?.();
      for (const stop of topics.values()) stop();
      if (sessionId === undefined) return;
      const sockets = socketsBySession.get(sessionId);
      sockets?.delete(socket);
      if (sockets?.size === 0) socketsBySession.delete(sessionId);
    });
  });
};
