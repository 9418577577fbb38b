import type { EndpointSpec } from '../../endpoint.js';

/** PayMongo's signed events (`Paymongo-Signature`), outside /wps: no gate, limit or session. */
export const paymongoWebhook = {
  method: 'POST',
  path: '/gateway/paymongo/webhook',
  access: 'vendor',
  tags: ['cashier'],
  body: 'paymongoEventSchema',
  response: 'webhookValueSchema',
} as const satisfies EndpointSpec;
