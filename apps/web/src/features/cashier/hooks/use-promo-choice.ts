import type { DepositPromoList } from '@app/contracts';
import { useState } from 'react';

/**
 * The offer the player joins with this deposit (R-PROMO-14): none until they pick one, and none
 * while a bonus already runs or once the offer is no longer listed.
 */
export function usePromoChoice(promos: DepositPromoList | undefined) {
  const [promoId, setPromoId] = useState<number | null>(null);
  const chosen = (!promos?.current && promos?.list.find((p) => p.promoId === promoId)) || null;
  return { chosen, choose: setPromoId };
}
