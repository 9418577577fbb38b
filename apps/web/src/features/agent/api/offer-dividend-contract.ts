import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** The agent's dividend terms for a direct downline (`MCS2_dividendContractApply`). */
export const offerDividendContract = (body: BodyOf<typeof agentEndpoints.dividendContractApply>) =>
  callEndpoint(agentEndpoints.dividendContractApply, { body });
