import type { EndpointSpec } from '../../endpoint.js';

/** The member's latest agent application and whether they are an agent already (R-AGENT-01). */
export const agentApplication = {
  method: 'GET',
  path: '/wps/agent/register',
  access: 'real-member',
  tags: ['agent'],
  response: 'agentApplicationStateSchema',
} as const satisfies EndpointSpec;
