import type { EndpointSpec } from '../../endpoint.js';

/** A real member applies to become an agent, with contact details and a note (R-AGENT-01, R-API-130). */
export const agentApply = {
  method: 'POST',
  path: '/wps/agent/register',
  access: 'real-member',
  tags: ['agent'],
  body: 'agentApplyBodySchema',
  response: 'agentApplicationSchema',
} as const satisfies EndpointSpec;
