import { accountEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** Whether a payment password is set, asked before a withdrawal (R-WALLET-13). */
export const useHasPaymentPassword = (enabled = true) =>
  useQuery({
    queryKey: [...MEMBER_SCOPE, 'cashier', 'hasPaymentPassword'],
    queryFn: ({ signal }) => callEndpoint(accountEndpoints.hasWithdrawalPassword, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
