import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const agentApplicationQueryKey = [...MEMBER_SCOPE, 'agent', 'application'] as const;

/** The member's latest agent application and whether they are an agent (R-AGENT-01). */
export const useAgentApplication = (enabled: boolean) =>
  useQuery({
    queryKey: agentApplicationQueryKey,
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.agentApplication, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
