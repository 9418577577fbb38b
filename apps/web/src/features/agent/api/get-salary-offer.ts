import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const salaryScope = [...MEMBER_SCOPE, 'agent', 'salary'] as const;

/** The daily-salary offer waiting for the member (`MCS2_dailySalaryContractRequest`, R-AGENT-05). */
export const useSalaryOffer = () =>
  useQuery({
    queryKey: [...salaryScope, 'offer'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.salaryContractRequest, { signal }),
    meta: HANDLES_ERRORS,
  });
