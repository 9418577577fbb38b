import { agentEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** `GET /wps/agent/affiliate`: whether the code may recruit on this host (R-REG-13, R-API-26); refusals throw. */
export const checkAffiliate = (code: string, domain: string) =>
  callEndpoint(agentEndpoints.affiliateCheck, { query: { code, domain } });
