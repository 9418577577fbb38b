import { agentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** The member's invite code, link and friend counts (R-PROMO-12, R-API-130). */
export const useReferral = (enabled: boolean) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'agent', 'referral'] as const,
    queryFn: ({ signal }) => callEndpoint(agentEndpoints.referral, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
