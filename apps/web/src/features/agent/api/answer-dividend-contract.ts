import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Accepts or rejects the waiting dividend terms (`MCS2_dividendContractProcess`, R-AGENT-06). */
export const answerDividendContract = (body: BodyOf<typeof agentEndpoints.dividendContractProcess>) =>
  callEndpoint(agentEndpoints.dividendContractProcess, { body });
