import type { agentEndpoints, BodyOf, SalaryPeriod } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import { SALARY_CALLS } from '../lib/salary-period';

export type SalaryOfferBody = BodyOf<typeof agentEndpoints.salaryContractApply>;

/** The agent's offer of salary tiers to a direct downline (`MCS2_dailySalaryContractApply` or its hourly twin). */
export const offerSalaryContract = (period: SalaryPeriod, body: SalaryOfferBody) =>
  callEndpoint(SALARY_CALLS[period].apply, { body });
