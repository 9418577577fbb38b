import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** `POST /wps/agent/updateDownlineRebates` (R-API-121). */
export const updateDownlineRebates = (body: BodyOf<typeof agentEndpoints.updateDownlineRebates>) =>
  callEndpoint(agentEndpoints.updateDownlineRebates, { body });
