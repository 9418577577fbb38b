import type { WalletsValue } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { walletQueryKey } from '../../wallet';

/**
 * An in-house game's balance, from its launch session on. Each answer's balance also goes into the
 * wallet query, so the site's balance is right when the player closes the game.
 */
export function useGameBalance(session: { balanceCentavos: number; currency: WalletsValue['currency'] }) {
  const queryClient = useQueryClient();
  const [balance, setBalance] = useState(session.balanceCentavos);
  const showBalance = useCallback(
    (centavos: number) => {
      setBalance(centavos);
      queryClient.setQueryData<WalletsValue>(walletQueryKey, (old) => ({
        wallets: old?.wallets ?? [],
        ...old,
        currency: session.currency,
        sumBalance: centavos / 100,
      }));
    },
    [queryClient, session.currency],
  );
  return { balance, setBalance, showBalance };
}
