import fp from 'fastify-plugin';

/**
 * A request with `Connection: Upgrade` reaches the router through the websocket plugin's `upgrade`
 * listener, on a socket Node no longer manages: no keep-alive or request timeout ever closes it.
 * When a route answers such a request with plain HTTP (any path but the live socket's handshake,
 * which hijacks its reply), the socket is closed once the answer is out; else every such request
 * would hold a connection for good.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request) => {
      const { headers, socket } = request.raw;
      if (headers.upgrade === undefined || !/\bupgrade\b/iu.test(headers.connection ?? '')) return;
      if (socket.destroyed) return;
      socket.end();
      // A peer that never reads cannot keep it half-open either.
      socket.setTimeout(5_000, () => socket.destroy());
    });
  },
  { name: 'upgrade-guard' },
);
