import { cashierEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { keepRawJsonBodies } from '../../lib/raw-json-body.js';
import type { CashierDeps } from './cashier-deps.js';
import { NotificationRefused } from './gateway.js';
import { settleGatewayNotification } from './settle-gateway-notification.js';

/**
 * The gateway's notifications. The signature covers the bytes as sent, so this plugin keeps them;
 * a refused notification answers 400 with the reason's field and changes nothing, and the gateway
 * retries what it could not deliver.
 */
export const gatewayWebhookRoutes: FastifyPluginAsync<CashierDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const rawBodyOf = keepRawJsonBodies(app, 65_536);

  routeOf(app, endpoints.paymongoWebhook, {}, async (request) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    try {
      await settleGatewayNotification(deps, {
        raw: rawBodyOf(request),
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
