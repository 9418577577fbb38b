import { accountEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

export const checkUsername = (username: string, signal?: AbortSignal) =>
  callEndpoint(accountEndpoints.checkUsername, { query: { username }, signal });

/** Whether a name is still free, letter case ignored (R-REG-15, R-ERR-20). */
export const usernameAvailabilityQuery = (username: string) =>
  queryOptions({
    queryKey: ['account', 'usernameAvailable', username.toLowerCase()] as const,
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 30_000,
    // The answer is shown under the username field, not as a notice.
    meta: HANDLES_ERRORS,
  });

/** Asks only for a name that has left the field with a valid format; '' asks nothing. */
export const useUsernameAvailability = (username: string) =>
  useQuery({ ...usernameAvailabilityQuery(username), enabled: username !== '' });
