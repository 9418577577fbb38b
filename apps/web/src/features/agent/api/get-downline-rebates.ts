import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { rebatesKey } from './get-rebates';

/** A direct downline's rates with the range of each. */
export const useDownlineRebates = (memberId: string) =>
  useQuery({
    queryKey: rebatesKey('downline', memberId),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.downlineRebates, { query: { memberId }, signal }),
    enabled: memberId !== '',
    meta: HANDLES_ERRORS,
  });
