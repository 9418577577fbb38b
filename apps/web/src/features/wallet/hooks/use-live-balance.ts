import type { BalanceEvent, WalletsValue } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { walletQueryKey } from '../api/get-wallets';

/** Writes a pushed balance into the wallet query, so every widget shows it without a refetch. */
export function applyBalanceEvent(queryClient: QueryClient, event: BalanceEvent): void {
  queryClient.setQueryData<WalletsValue>(walletQueryKey, (old) => ({
    wallets: old?.wallets ?? [],
    ...old,
    currency: event.currency,
    sumBalance: event.sumBalance,
  }));
}

/** One socket per page however many widgets listen. */
let live: { token: string; users: number; close: () => void } | null = null;

/**
 * Keeps the balance live while a member is logged in. The socket code is its own small chunk,
 * fetched only then, so a guest's first load does not carry it.
 */
export function useLiveBalance(token: string | undefined): void {
  const queryClient = useQueryClient();
  // Where the live events are served, as the status says (R-SYS-06): `/wps` + `/ws`.
  const paths = useStatus().data?.info.paths;
  const path = paths ? `${paths.api}${paths.liveEvents}` : undefined;
  useEffect(() => {
    if (!token || !path) return;
    if (live && live.token !== token) {
      live.close();
      live = null;
    }
    if (live) live.users++;
    else {
      const entry = { token, users: 1, close: () => {} };
      live = entry;
      let cancelled = false;
      entry.close = () => {
        cancelled = true;
      };
      void import('../lib/balance-socket').then(({ listenToBalance }) => {
        if (cancelled) return;
        entry.close = listenToBalance(path, token, (event) => applyBalanceEvent(queryClient, event));
      });
    }
    return () => {
      if (!live || live.token !== token) return;
      live.users--;
      if (live.users === 0) {
        live.close();
        live = null;
      }
    };
  }, [token, path, queryClient]);
}
