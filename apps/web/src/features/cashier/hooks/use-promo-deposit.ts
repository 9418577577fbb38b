import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';
import { acceptPromo } from '../api/accept-promo';
import { useMoneyRequest } from './use-money-request';

/** The order made, and the refusal of the bonus chosen with it, while the player decides what next. */
export interface RefusedBonus<T> {
  order: T;
  error: ApiError;
}

/**
 * A deposit with the offer the player chose (R-API-95): the order is made as without one, under its
 * own request key; only then is the promotion joined for it, and only then does the deposit go on
 * (`onDone`). A refused join leaves the order as it is: `refused` holds both, so the screen can say
 * why and let the deposit go on without the bonus.
 */
export function usePromoDeposit<T extends { orderId: string }>(
  create: (requestId: string) => Promise<T>,
  promoId: number | null,
  onDone: (order: T) => void,
) {
  const [refused, setRefused] = useState<RefusedBonus<T> | null>(null);
  const language = usePreferences((s) => s.language);
  const request = useMoneyRequest(
    async (requestId) => {
      const order = await create(requestId);
      if (promoId === null) return { order, error: null };
      try {
        await acceptPromo({ promoId, orderId: Number(order.orderId), language });
        return { order, error: null };
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError('UNKNOWN', 'err_unknown', 0);
        return { order, error };
      }
    },
    ({ order, error }) => (error ? setRefused({ order, error }) : onDone(order)),
  );
  return {
    ...request,
    submit: () => {
      setRefused(null);
      return request.submit();
    },
    refused,
    /** Goes on with the order made, without the bonus. */
    continueWithout: () => {
      if (refused) onDone(refused.order);
    },
  };
}
