import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** The gateway notifies within seconds of the payment; asking this often shows it soon after. */
const PENDING_POLL_MS = 3_000;

/** The order the gateway page returned to, asked again while it is still pending. */
export const useDepositOrder = (orderId: string | null) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'cashier', 'depositOrder', orderId],
    queryFn: ({ signal }) =>
      callEndpoint(cashierEndpoints.depositOrder, { params: { orderId: orderId ?? '' }, signal }),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    meta: HANDLES_ERRORS,
  });
