import type { WalletsValue } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { walletQueryKey } from '../../wallet';
import { cancelLotterySubOrders, lotteryKey, ordersKey, placeLotteryOrder } from '../api/lottery';
import type { BetChoice } from '../components/BetForm';
import { newOrderId } from '../lib/lottery';

/**
 * Places an order and cancels sub-orders. Each answer's balance goes into the wallet query at once,
 * so the page and the site show the stake taken or the refund given without asking again.
 */
export function useLotteryBets(gameId: string) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const showBalance = useCallback(
    (centavos: number) =>
      client.setQueryData<WalletsValue>(walletQueryKey, (old) =>
        old ? { ...old, sumBalance: centavos / 100 } : old,
      ),
    [client],
  );
  const refused = useCallback(
    (error: unknown) => {
      notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
      if (error instanceof ApiError && error.code === 'BETTING_CLOSED')
        void client.invalidateQueries({ queryKey: [...lotteryKey, 'games'] });
    },
    [client],
  );
  const place = useCallback(
    async (drawNo: number, choice: BetChoice): Promise<boolean> => {
      setBusy(true);
      try {
        const { balanceCentavos } = await placeLotteryOrder({
          orderId: newOrderId(),
          gameId,
          drawNo,
          subOrders: [choice],
        });
        showBalance(balanceCentavos);
        notify('lottery_placed', { tone: 'success' });
        await client.invalidateQueries({ queryKey: ordersKey });
        return true;
      } catch (error) {
        refused(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, gameId, refused, showBalance],
  );
  const cancel = useCallback(
    async (subOrderId: number) => {
      setBusy(true);
      try {
        const { balanceCentavos } = await cancelLotterySubOrders([subOrderId]);
        showBalance(balanceCentavos);
        notify('lottery_cancelled', { tone: 'success' });
        await client.invalidateQueries({ queryKey: ordersKey });
      } catch (error) {
        refused(error);
      } finally {
        setBusy(false);
      }
    },
    [client, refused, showBalance],
  );
  return { place, cancel, busy };
}
