import { WALLET_POLICY, type WalletsValue } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const walletQueryKey = [...MEMBER_SCOPE, 'wallet'] as const;

/** The member's wallets and sumBalance in pesos (R-WALLET-04), refreshed every 60 s (R-WALLET-03). */
export const walletQuery = queryOptions({
  queryKey: walletQueryKey,
  queryFn: ({ signal }) => apiGet<WalletsValue>('/wps/wallets/gcs', undefined, signal),
  staleTime: WALLET_POLICY.balanceRefreshMs,
  refetchInterval: WALLET_POLICY.balanceRefreshMs,
});

export const useWallet = (enabled: boolean) => useQuery({ ...walletQuery, enabled });
