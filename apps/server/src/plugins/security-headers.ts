import { EMBED_ORIGINS, SEAMLESS } from '@app/contracts';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Strict headers on every response (S-18): no inline script or eval, no framing by others.
 * helmet itself, built once: @fastify/helmet rebuilt the whole policy on every request, which cost
 * about a sixth of the server's time on a cheap API call.
 */
const VENDOR_PATH = `${SEAMLESS.pathPrefix}/`;

export default fp(
  async (app) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'https:'],
          // Only the video and social embeds of the home (R-HOME-04, R-HOME-05).
          frameSrc: [EMBED_ORIGINS.video, EMBED_ORIGINS.social],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Game and CDN images come from other origins.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Vendors' servers call the seamless wallet; browser policies would be kilobytes of nothing per call.
      if (request.url.startsWith(VENDOR_PATH)) return done();
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
