import type { SalaryPeriod } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { SALARY_CALLS } from '../lib/salary-period';

export const salaryScope = [...MEMBER_SCOPE, 'agent', 'salary'] as const;
/** The queries of one period's page. */
export const salaryPeriodScope = (period: SalaryPeriod) => [...salaryScope, period] as const;

/** The offer of the period waiting for the member (`MCS2_dailySalaryContractRequest` or its hourly twin). */
export const useSalaryOffer = (period: SalaryPeriod) =>
  useQuery({
    queryKey: [...salaryPeriodScope(period), 'offer'],
    queryFn: ({ signal }) => callEndpoint(SALARY_CALLS[period].request, { signal }),
    meta: HANDLES_ERRORS,
  });
