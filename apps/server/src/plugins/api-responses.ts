import fp from 'fastify-plugin';

export function isApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/');
}

/** API answers are personal and live: never stored by a browser or a proxy (S-19). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'api-responses' },
);
