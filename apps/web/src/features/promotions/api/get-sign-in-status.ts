import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const signInStatusQueryKey = [...MEMBER_SCOPE, 'promotions', 'signIn'] as const;

/** Today's sign-in, the streak and the cycle's rewards (R-PROMO-05). */
export const useSignInStatus = () =>
  useQuery({
    queryKey: signInStatusQueryKey,
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.signInStatus, { signal }),
    meta: HANDLES_ERRORS,
  });
