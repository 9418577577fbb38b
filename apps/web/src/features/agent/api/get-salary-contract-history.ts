import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { salaryScope } from './get-salary-offer';

/** The member's contracts, received and offered (`MCS2_dailySalaryContractHistory`, R-AGENT-05). */
export const useSalaryContractHistory = () =>
  useQuery({
    queryKey: [...salaryScope, 'history'],
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.salaryContractHistory, { signal }),
    meta: HANDLES_ERRORS,
  });
