import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getTrialUser = (signal?: AbortSignal) => callEndpoint(accountEndpoints.trialUser, { signal });

/**
 * The "trial user" (R-AUTH-29): loaded right after a trial login and kept until the session ends,
 * when the member scope is dropped with it. It does not change while the trial lasts.
 */
export const trialUserQuery = queryOptions({
  queryKey: [...MEMBER_SCOPE, 'trialUser'] as const,
  queryFn: ({ signal }) => getTrialUser(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useTrialUser = (enabled: boolean) => useQuery({ ...trialUserQuery, enabled });
