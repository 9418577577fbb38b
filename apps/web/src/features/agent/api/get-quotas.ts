import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { rebatesKey } from './get-rebates';

/** Accounts the agent may still open at each rebate level (R-API-117). */
export const useQuotas = (enabled: boolean) =>
  useQuery({
    queryKey: rebatesKey('quotas'),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.quotas, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
