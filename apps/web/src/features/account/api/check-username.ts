import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { runChallenge } from '../hooks/use-challenge';

export const checkUsername = (query: { username: string; altcha: string }, signal?: AbortSignal) =>
  callEndpoint(accountEndpoints.checkUsername, { query, signal });

/**
 * Whether a name is still free, letter case ignored (R-REG-15, R-ERR-20). Each question carries a
 * solved challenge (S-06), so the answer is never retried with a spent one.
 */
export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: ['account', 'usernameAvailable', username.toLowerCase()] as const,
    queryFn: async ({ signal }) =>
      checkUsername({ username, altcha: await runChallenge('username') }, signal),
    staleTime: 30_000,
    // The answer is shown under the username field, not as a notice.
    meta: HANDLES_ERRORS,
  });

/** Asks only for a name that has left the field with a valid format; '' asks nothing. */
export const useUsernameAvailability = (username: string) =>
  useQuery({ ...usernameAvailabilityQuery(username), enabled: username !== '' });
