import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const affiliateUrlsQueryKey = [...MEMBER_SCOPE, 'agent', 'affiliateUrls'] as const;

/** The agent's affiliate URLs with registration counts, the hosts allowed and the highest rebate (R-AGENT-13). */
export const useAffiliateUrls = (enabled: boolean) =>
  useQuery({
    queryKey: affiliateUrlsQueryKey,
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.affiliateUrlList, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
