import type { EndpointSpec } from '../../endpoint.js';

/** The activity statement (issue 16): deposits, withdrawals, bets, wins and net per day, week or month. */
export const statement = {
  method: 'GET',
  path: '/wps/protection/statement',
  access: 'real-member',
  tags: ['protection'],
  query: 'statementQuerySchema',
  response: 'statementSchema',
} as const satisfies EndpointSpec;
