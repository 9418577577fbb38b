import type { EndpointSpec } from '../../endpoint.js';

/** A pending withdrawal cancelled by its player: the held amount returns. */
export const cancelWithdrawal = {
  method: 'POST',
  path: '/wps/transaction/withdraw/:withdrawalId/cancel',
  access: 'real-member',
  tags: ['cashier'],
  params: 'withdrawalParamsSchema',
  response: 'withdrawalSchema',
} as const satisfies EndpointSpec;
