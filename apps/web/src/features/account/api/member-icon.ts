import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getMemberIcon = (signal?: AbortSignal) => callEndpoint(accountEndpoints.icon, { signal });

export const memberIconQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'icon'] as const,
  queryFn: ({ signal }) => getMemberIcon(signal),
});

/** The member's avatar id (R-AUTH-50). */
export const useMemberIcon = (enabled = true) => useQuery({ ...memberIconQuery, enabled });
