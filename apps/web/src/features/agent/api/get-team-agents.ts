import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** Agents inside the caller's tree (of its latest hundred members) that downlines can move under. */
export const useTeamAgents = (enabled: boolean) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'agent', 'team', 'agents'],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(agentEndpoints.subordinate, { query: { pageNum: 1, pageSize: 100 }, signal })
      ).list.filter((member) => member.type !== 0),
    enabled,
    meta: HANDLES_ERRORS,
  });
