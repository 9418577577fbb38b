import type { MemberIcon } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const memberIconQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'icon'] as const,
  queryFn: ({ signal }) => apiGet<MemberIcon>('/wps/member/info/icon', undefined, signal),
});

/** The member's avatar id (R-AUTH-50). */
export const useMemberIcon = (enabled = true) => useQuery({ ...memberIconQuery, enabled });
