import { agentEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** `DELETE /wps/agent/affiliateUrl/{id}`: its code stops recruiting (R-API-120). */
export const deleteAffiliateUrl = (id: string) =>
  callEndpoint(agentEndpoints.affiliateUrlDelete, { params: { id } });
