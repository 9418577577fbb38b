import { agentEndpoints } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const contractCheckQueryKey = [...MEMBER_SCOPE, 'agent', 'contract-check'] as const;

/** Which contracts wait for the member's answer, asked afresh each time (R-API-101, R-AGENT-02). */
export const fetchContractCheck = (client: QueryClient) =>
  client.fetchQuery({
    queryKey: contractCheckQueryKey,
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.contractCheck, { signal }),
    staleTime: 0,
  });
