import { cashierEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { keepRawJsonBodies } from '../../lib/raw-json-body.js';
import type { CashierDeps } from './cashier-deps.js';
import { NotificationRefused } from './gateway.js';
import { PAYMONGO_SIGNATURE_HEADER } from './paymongo.js';
import { QQPAY_NOTIFY_PATH, qqpayXml } from './qqpay.js';
import { settleGatewayNotification } from './settle-gateway-notification.js';
import { STRIPE_SIGNATURE_HEADER } from './stripe.js';

/**
 * Each gateway's notifications at its own address, read by its own adapter. The signature covers
 * the bytes as sent, so this plugin keeps them; a refused notification answers 400 with the
 * reason's field and changes nothing, and the gateway retries what it could not deliver. A gateway
 * that is not configured refuses everything sent to its address.
 */
export const gatewayWebhookRoutes: FastifyPluginAsync<CashierDeps> = async (plain, deps) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const rawBodyOf = keepRawJsonBodies(app, 65_536);

  for (const [endpoint, name, signatureHeader] of [
    [endpoints.paymongoWebhook, 'PAYMONGO', PAYMONGO_SIGNATURE_HEADER],
    [endpoints.stripeWebhook, 'STRIPE', STRIPE_SIGNATURE_HEADER],
  ] as const)
    routeOf(app, endpoint, {}, async (request) => {
      const header = (key: string) => {
        const value = request.headers[key];
        return typeof value === 'string' ? value : undefined;
      };
      const gateway = deps.gateways.find((candidate) => candidate.name === name);
      try {
        if (!gateway) throw new NotificationRefused('no gateway configured');
        await settleGatewayNotification(deps, gateway, {
          raw: rawBodyOf(request),
          header,
          ip: request.ip,
          log: request.log,
        });
        return ok({ received: true });
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        const signature = /signature|stale|mode|JSON|event|configured/u.test(error.reason);
        throw new AppError(signature ? 'BAD_SIGNATURE' : 'VALIDATION_ERROR', {
          field: signature ? signatureHeader : 'body',
          reason: error.reason,
        });
      }
    });

  // QQ Wallet posts XML and reads XML back: `return_code` SUCCESS stops its retries, FAIL (with
  // the reason) has it send again. The same settlement as the others, only the envelope differs.
  const xmlBodies = new WeakMap<object, Buffer>();
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: 65_536 },
    (request, body, done) => {
      xmlBodies.set(request, body as Buffer);
      done(null, null);
    },
  );
  plain.post(QQPAY_NOTIFY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const answer = (status: number, fields: Record<string, string>) =>
      reply.status(status).type('application/xml; charset=utf-8').send(qqpayXml(fields));
    const gateway = deps.gateways.find((candidate) => candidate.name === 'QQPAY');
    try {
      if (!gateway) throw new NotificationRefused('no gateway configured');
      await settleGatewayNotification(deps, gateway, {
        raw: xmlBodies.get(request) ?? Buffer.alloc(0),
        header: () => undefined,
        ip: request.ip,
        log: request.log,
      });
      return answer(200, { return_code: 'SUCCESS' });
    } catch (error) {
      if (!(error instanceof NotificationRefused)) throw error;
      return answer(400, { return_code: 'FAIL', return_msg: error.reason });
    }
  });
};
