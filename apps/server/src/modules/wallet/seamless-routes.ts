import { walletEndpoints as endpoints, SEAMLESS } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { keepRawJsonBodies } from '../../lib/raw-json-body.js';
import { verifySeamless } from './signature.js';
import { findVendorSecret } from './vendor-secret-repository.js';
import { authenticatePlayer, playerBalance } from './vendor-session.js';
import { vendorTransfer } from './vendor-transfer.js';
import type { WalletDeps } from './wallet-deps.js';

const SECRET_CACHE_MS = 5_000;

/**
 * The seamless wallet for vendors: POST /seamless/{vendor}/{action}. Every call is signed (S-22): an
 * HMAC-SHA256 of `${x-timestamp}.${raw body}` with the vendor's secret, within 5 minutes of our clock;
 * anything else is refused before the body is looked at.
 */
export const seamlessRoutes: FastifyPluginAsync<WalletDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const secrets = new Map<string, { secret: string | undefined; until: number }>();
  async function secretOf(vendor: string) {
    const cached = secrets.get(vendor);
    if (cached && cached.until > Date.now()) return cached.secret;
    const secret = await findVendorSecret(deps.db, vendor);
    secrets.set(vendor, { secret, until: Date.now() + SECRET_CACHE_MS });
    return secret;
  }

  // The signature covers the bytes as sent, so the JSON parser keeps them.
  const rawBodyOf = keepRawJsonBodies(app, 16_384);
  app.addHook('preValidation', async (request) => {
    const vendor = (request.params as { vendor?: string }).vendor ?? '';
    const secret = /^[A-Za-z0-9_]{1,32}$/u.test(vendor) ? await secretOf(vendor) : undefined;
    const raw = rawBodyOf(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    if (
      !secret ||
      !verifySeamless(secret, header(SEAMLESS.timestampHeader), header(SEAMLESS.signatureHeader), raw)
    ) {
      request.log.warn({ event: 'seamless_bad_signature', vendor, ip: request.ip });
      throw new AppError('BAD_SIGNATURE', { field: SEAMLESS.signatureHeader });
    }
  });

  // The answers are built here from the ledger's own columns; the schema documents them, and
  // checking each one again would cost vendors' throughput for nothing.
  const options = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  routeOf(app, endpoints.seamlessAuthenticate, options, async (request) => {
    const { nodeId: _nodeId, ...value } = await authenticatePlayer(
      deps.db,
      request.params.vendor,
      request.body,
    );
    return ok(value);
  });
  routeOf(app, endpoints.seamlessBalance, options, async (request) =>
    ok(await playerBalance(deps.db, request.body)),
  );
  routeOf(app, endpoints.seamlessBet, options, async (request) =>
    ok(await vendorTransfer(deps, deps.db, request.params.vendor, 'bet', request.body)),
  );
  routeOf(app, endpoints.seamlessWin, options, async (request) =>
    ok(await vendorTransfer(deps, deps.db, request.params.vendor, 'win', request.body)),
  );
  routeOf(app, endpoints.seamlessRollback, options, async (request) =>
    ok(await vendorTransfer(deps, deps.db, request.params.vendor, 'rollback', request.body)),
  );
};
