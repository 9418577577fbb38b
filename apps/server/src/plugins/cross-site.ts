import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { isApiPath } from './api-responses.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS from a fixed allow-list, never a reflected Origin (S-17); and no state change from another
 * site (S-16): a non-GET API call must come from our own origin or an allowed one. Browsers say
 * where a request comes from in Sec-Fetch-Site; older ones only in Origin.
 */
export default fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    // Not strict: an OPTIONS that is not a real preflight gets the ordinary empty answer, not a text error.
    await app.register(cors, { origin: [...allowed], credentials: true, strictPreflight: false });
    // A callback, not an async function: it runs on every request and never waits for anything.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return done();
      const origin = request.headers.origin;
      if (origin && allowed.has(origin)) return done();
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'same-origin' || fetchSite === 'none') return done();
      if (fetchSite === undefined && (origin === undefined || sameHost(origin, request.host))) return done();
      request.log.warn({ event: 'cross_site_refused', ip: request.ip, origin, fetchSite });
      done(new AppError('CROSS_SITE_REQUEST'));
    });
  },
  { name: 'cross-site' },
);

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
