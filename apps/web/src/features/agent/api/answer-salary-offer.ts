import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Accepts or rejects the waiting offer (`MCS2_dailySalaryContractProcess`, R-AGENT-05). */
export const answerSalaryOffer = (body: BodyOf<typeof agentEndpoints.salaryContractProcess>) =>
  callEndpoint(agentEndpoints.salaryContractProcess, { body });
