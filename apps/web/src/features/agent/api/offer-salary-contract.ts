import { agentEndpoints, type BodyOf } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export type SalaryOfferBody = BodyOf<typeof agentEndpoints.salaryContractApply>;

/** The agent's offer of daily-salary tiers to a direct downline (`MCS2_dailySalaryContractApply`). */
export const offerSalaryContract = (body: SalaryOfferBody) =>
  callEndpoint(agentEndpoints.salaryContractApply, { body });
