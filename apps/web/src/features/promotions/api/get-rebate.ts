import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const rebateQueryKey = [...MEMBER_SCOPE, 'promotions', 'rebate'] as const;

/** The rebate each game category has earned since the member's last claim (R-PROMO-15). */
export const useRebate = () =>
  useQuery({
    queryKey: rebateQueryKey,
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.rebateStatus, { signal }),
    meta: HANDLES_ERRORS,
  });
