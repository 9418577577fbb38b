import { cashierEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import type { CashierDeps } from './cashier-deps.js';
import { NotificationRefused } from './gateway.js';
import { settleGatewayNotification } from './settle-gateway-notification.js';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * The gateway's notifications. The signature covers the bytes as sent, so this plugin keeps them;
 * a refused notification answers 400 with the reason's field and changes nothing, and the gateway
 * retries what it could not deliver.
 */
export const gatewayWebhookRoutes: FastifyPluginAsync<CashierDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 65_536 },
    (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(new AppError('BAD_JSON', { field: 'body' }), undefined);
      }
    },
  );

  routeOf(app, endpoints.paymongoWebhook, {}, async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    try {
      await settleGatewayNotification(deps, {
        raw: rawBodies.get(request) ?? Buffer.alloc(0),
        header,
        ip: request.ip,
        log: request.log,
      });
      return ok({ received: true });
    } catch (error) {
      if (!(error instanceof NotificationRefused)) throw error;
      const signature = /signature|stale|mode|JSON|event/u.test(error.reason);
      throw new AppError(signature ? 'BAD_SIGNATURE' : 'VALIDATION_ERROR', {
        field: signature ? 'paymongo-signature' : 'body',
        reason: error.reason,
      });
    }
  });
};
