import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getSecurityConfig = (signal?: AbortSignal) =>
  callEndpoint(accountEndpoints.securityConfig, { signal });

export const securityConfigQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'securityConfig'] as const,
  queryFn: ({ signal }) => getSecurityConfig(signal),
});

/** Which protections the member has set (R-AUTH-52). */
export const useSecurityConfig = (enabled = true) => useQuery({ ...securityConfigQuery, enabled });
