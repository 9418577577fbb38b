import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** The first hundred direct downlines, newest first, to choose from (`downlines`, R-API-125). */
export const useDirectDownlines = (enabled: boolean) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'agent', 'team', 'direct'],
    queryFn: ({ signal }) =>
      callEndpoint(agentEndpoints.downlines, { query: { pageNum: 1, pageSize: 100 }, signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
