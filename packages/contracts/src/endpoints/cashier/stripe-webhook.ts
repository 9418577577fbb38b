import type { EndpointSpec } from '../../endpoint.js';

/** Stripe's signed events (`Stripe-Signature`), outside /wps: no gate, limit or session. */
export const stripeWebhook = {
  method: 'POST',
  path: '/gateway/stripe/webhook',
  access: 'vendor',
  tags: ['cashier'],
  body: 'stripeEventSchema',
  response: 'webhookValueSchema',
} as const satisfies EndpointSpec;
