import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_ORIGINS, type IdentityProviderConfig, SEAMLESS } from '@app/contracts';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Strict headers on every response (S-18): no inline script or eval, no framing by others.
 * helmet's own policy, run once when the plugin starts: its headers are the same for every request
 * (no nonces), so each request gets a copy of the recorded names and values. @fastify/helmet rebuilt
 * the whole policy on every request (about a sixth of the server's time on a cheap API call), and
 * helmet run per request still cost 7 % of a game-list call (bench:api profile, issue 17).
 */
const VENDOR_PATH = `${SEAMLESS.pathPrefix}/`;
/** Where payment gateways post their notifications (cashier/webhook-routes.ts). */
const GATEWAY_PATH = '/gateway/';

/**
 * What Firebase Authentication's web SDK loads and calls, as its documentation lists them: the
 * Identity Toolkit and token APIs, Google's iframe loader for the sign-in popup, reCAPTCHA for the
 * phone path, and the project's own auth domain (or an emulator in development).
 */
function identityProviderSources(settings: IdentityProviderConfig | null) {
  if (!settings) return { script: [], connect: [], frame: [] };
  const emulator = settings.emulatorUrl ? [new URL(settings.emulatorUrl).origin] : [];
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  return {
    script: ['https://apis.google.com', ...recaptcha],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator],
    frame: [
      `https://${settings.authDomain}`,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      ...emulator,
    ],
  };
}

/** The headers a helmet policy sets, by running it once against a response that only records them. */
function recordedHeaders(setHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  if (!headers['content-security-policy']) throw new Error('helmet set no policy');
  return headers;
}

export default fp<{ identityProvider: IdentityProviderConfig | null }>(
  async (app, { identityProvider }) => {
    const identity = identityProviderSources(identityProvider);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...identity.script],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...identity.connect],
          mediaSrc: ["'self'", 'https:'],
          // The site's own lottery page in /m/launchGame (R-GAMES-41), the video and social embeds of the
          // home (R-HOME-04, R-HOME-05), and the sign-in frames.
          frameSrc: ["'self'", EMBED_ORIGINS.video, EMBED_ORIGINS.social, ...identity.frame],
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
      // The provider's sign-in popup reports back to its opener, which same-origin would cut off.
      crossOriginOpenerPolicy: { policy: identityProvider ? 'same-origin-allow-popups' : 'same-origin' },
      // Game and CDN images come from other origins.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const headers = recordedHeaders(setHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      // Vendors' servers call the seamless wallet and payment gateways' servers post their
      // notifications; browser policies would be kilobytes of nothing per call.
      if (request.url.startsWith(VENDOR_PATH) || request.url.startsWith(GATEWAY_PATH)) return done();
      // Fastify's own headers, not the raw response's: Node then writes them all in one pass.
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
