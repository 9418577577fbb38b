import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export type AffiliateUrlBody = BodyOf<typeof agentEndpoints.affiliateUrlCreate>;

/** `POST /wps/agent/affiliateUrl`: a new URL on an allowed host with a default rebate (R-API-118). */
export const createAffiliateUrl = (body: AffiliateUrlBody) =>
  callEndpoint(agentEndpoints.affiliateUrlCreate, { body });
