import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import type { DayRange } from '../lib/periods';
import { salaryScope } from './get-salary-offer';

/** Today's salary so far (`CurrentDailySalary`, R-AGENT-09). */
export const useCurrentDailySalary = () =>
  useQuery({
    queryKey: [...salaryScope, 'current'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.currentDailySalary, { signal }),
    meta: HANDLES_ERRORS,
  });

/** The finished days' salaries in a range (`QueryDailySalary`, R-AGENT-09). */
export const useDailySalaries = (range: DayRange) =>
  useQuery({
    queryKey: [...salaryScope, 'days', range],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.queryDailySalary, { query: range, signal }),
    meta: HANDLES_ERRORS,
  });
