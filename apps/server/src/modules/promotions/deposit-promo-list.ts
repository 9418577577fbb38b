import { type DepositPromoList, resolveLanguage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { findOpenBonus, listJoinablePromos } from './deposit-bonus-repository.js';
import { depositPromoView, memberBonusView } from './deposit-bonus-view.js';
import { endDueBonuses } from './end-due-bonuses.js';

/**
 * R-API-89: the deposit promotions the member may join now, and their running bonus. While a bonus
 * runs the list is empty: one bonus at a time.
 */
export async function getDepositPromoList(
  db: Db,
  memberId: number,
  language: string | undefined,
): Promise<DepositPromoList> {
  const lang = resolveLanguage(language);
  await endDueBonuses(db, memberId);
  const current = await findOpenBonus(db, memberId);
  const list = current ? [] : await listJoinablePromos(db, memberId);
  return {
    list: list.map((promo) => depositPromoView(promo, lang)),
    current: current ? memberBonusView(current, lang) : null,
  };
}
