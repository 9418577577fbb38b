import { cashierEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const depositMethodsQueryKey = [...MEMBER_SCOPE, 'cashier', 'depositMethods'] as const;

/** The deposit methods by vendor with their limits, and the manual transfer's account (R-WALLET-07). */
export const useDepositMethods = (enabled = true) =>
  useQuery({
    queryKey: depositMethodsQueryKey,
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.depositBanksByVendor, { signal }),
    enabled,
    meta: HANDLES_ERRORS,
  });
