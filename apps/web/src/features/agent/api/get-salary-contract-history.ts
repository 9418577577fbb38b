import type { SalaryPeriod } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { SALARY_CALLS } from '../lib/salary-period';
import { salaryPeriodScope } from './get-salary-offer';

/** The member's contracts of the period, received and offered (`MCS2_dailySalaryContractHistory` or its hourly twin). */
export const useSalaryContractHistory = (period: SalaryPeriod) =>
  useQuery({
    queryKey: [...salaryPeriodScope(period), 'history'],
    queryFn: ({ signal }) => callEndpoint(SALARY_CALLS[period].history, { signal }),
    meta: HANDLES_ERRORS,
  });
