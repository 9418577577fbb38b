import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the server's requestTimeout gives any other request to be answered. */
const UNANSWERED_MS = 30_000;
/** How long a closing socket may wait on a peer that neither reads nor hangs up. */
const DRAIN_MS = 5_000;

/**
 * Destroys the socket after `ms` unless it closes first. A plain timer, not `socket.setTimeout`:
 * that one counts idle time, which a peer sending a byte now and then would reset for ever.
 */
function dropAfter(socket: Duplex, ms: number, unless: () => boolean = () => false) {
  const timer = setTimeout(() => {
    if (!unless()) socket.destroy();
  }, ms);
  socket.once('close', () => clearTimeout(timer));
}

/**
 * A request with `Connection: Upgrade` reaches the router through the websocket plugin's `upgrade`
 * listener, on a socket Node no longer manages: no keep-alive or request timeout ever closes it,
 * and as nobody reads from it, not even the peer hanging up is noticed. When it is answered with plain HTTP (any
 * path but the live socket's handshake, which hijacks its reply), the socket must be closed once
 * the answer is out, or every such request holds a connection for good (and `app.close()` waits on
 * it). `answerFrameworkError` calls this too, as Fastify runs no hooks for the requests it refuses
 * before routing.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  // Node sets `upgrade` only on a request it handed to the 'upgrade' event (never on app.inject's);
  // @types/node leaves the field out.
  const raw: IncomingMessage & { upgrade?: boolean } = request.raw;
  if (raw.upgrade !== true) return;
  reply.header('connection', 'close');
  reply.raw.once('finish', () => {
    const { socket } = raw;
    if (socket.destroyed) return;
    socket.end();
    // Reading again lets the peer's own close free the socket at once (bytes after the request are dropped).
    socket.resume();
    dropAfter(socket, DRAIN_MS);
  });
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      closeAfterAnswer(request, reply);
      done();
    });
    // A request nobody answers (routing that throws, a handler that hangs) is dropped as late as
    // any other request would be. A socket that has sent anything was answered: closeAfterAnswer or
    // ws closes a refused one, and an accepted live socket keeps its own timers.
    app.server.on('upgrade', (_request, socket: Duplex) => {
      if (socket instanceof Socket) dropAfter(socket, UNANSWERED_MS, () => socket.bytesWritten > 0);
    });
  },
  { name: 'upgrade-guard' },
);
