import fp from 'fastify-plugin';

export function isApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/');
}

/** The vendors' wallet calls and the payment gateway's: about a player's money, though not the site's API. */
const isVendorWalletPath = (url: string) => url.startsWith('/seamless/') || url.startsWith('/gateway/');

/** API and wallet answers are personal and live: never stored by a browser or a proxy (S-19). */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url) || isVendorWalletPath(request.url))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'api-responses' },
);
