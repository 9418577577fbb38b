import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const wheelQueryKey = [...MEMBER_SCOPE, 'promotions', 'wheel'] as const;

/** The VIP Wheel: spins left today, the odds, and the hash committed for the next spin (H-3). */
export const useWheel = () =>
  useQuery({
    queryKey: wheelQueryKey,
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.wheelStatus, { signal }),
    retry: false,
    meta: HANDLES_ERRORS,
  });
