import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const rebatesKey = (...parts: unknown[]) => [...MEMBER_SCOPE, 'agent', 'rebates', ...parts] as const;

/** The agent's own rate per category and the range for downlines (R-API-116). */
export const useRebateSettings = (enabled: boolean) =>
  useQuery({
    queryKey: rebatesKey('own'),
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.rebateSettings, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
