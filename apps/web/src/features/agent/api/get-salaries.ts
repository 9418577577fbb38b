import type { SalaryPeriod } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import type { DayRange } from '../lib/periods';
import { SALARY_CALLS } from '../lib/salary-period';
import { salaryPeriodScope } from './get-salary-offer';

/** Today's or this hour's salary so far (`CurrentDailySalary`, `CurrentHourlySalary`; R-AGENT-09). */
export const useCurrentSalary = (period: SalaryPeriod) =>
  useQuery({
    queryKey: [...salaryPeriodScope(period), 'current'],
    queryFn: ({ signal }) => callEndpoint(SALARY_CALLS[period].current, { signal }),
    meta: HANDLES_ERRORS,
  });

/** The finished periods' salaries in a range of days (`QueryDailySalary`, `QueryHourlySalary`; R-AGENT-09). */
export const useSalaries = (period: SalaryPeriod, range: DayRange) =>
  useQuery({
    queryKey: [...salaryPeriodScope(period), 'past', range],
    queryFn: ({ signal }) => callEndpoint(SALARY_CALLS[period].query, { query: range, signal }),
    meta: HANDLES_ERRORS,
  });
