import type { agentEndpoints, BodyOf, SalaryPeriod } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import { SALARY_CALLS } from '../lib/salary-period';

/** Accepts or rejects the waiting offer (`MCS2_dailySalaryContractProcess` or its hourly twin). */
export const answerSalaryOffer = (
  period: SalaryPeriod,
  body: BodyOf<typeof agentEndpoints.salaryContractProcess>,
) => callEndpoint(SALARY_CALLS[period].process, { body });
