import { vipEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** The member's own VIP standing (R-API-131). */
export const getVipStatus = (signal?: AbortSignal) => callEndpoint(vipEndpoints.status, { signal });

/** In the member scope, so sign-out drops it. */
export const vipStatusQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'vip'] as const,
  queryFn: ({ signal }) => getVipStatus(signal),
  staleTime: 30_000,
});

export const useVipStatus = (enabled = true) => useQuery({ ...vipStatusQuery, enabled });
