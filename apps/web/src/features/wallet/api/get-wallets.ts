import { WALLET_POLICY, type WalletsValue, walletEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

/** Asked without a merchant code, the call answers the session member's own wallets. */
export async function getWallets(signal?: AbortSignal): Promise<WalletsValue> {
  const value = await callEndpoint(walletEndpoints.wallets, { signal });
  if (!('wallets' in value)) throw new Error('merchant wallet');
  return value;
}

export const walletQueryKey = [...MEMBER_SCOPE, 'wallet'] as const;

/** The member's wallets and sumBalance in pesos (R-WALLET-04), refreshed every 60 s (R-WALLET-03). */
export const walletQuery = queryOptions({
  queryKey: walletQueryKey,
  queryFn: ({ signal }) => getWallets(signal),
  staleTime: WALLET_POLICY.balanceRefreshMs,
  refetchInterval: WALLET_POLICY.balanceRefreshMs,
});

export const useWallet = (enabled: boolean) => useQuery({ ...walletQuery, enabled });
