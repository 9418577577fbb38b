import { centavosOfPesos, type DepositPromo, type MemberBonus } from '@app/contracts';
import type { MessageKey } from '../../../i18n';

type PromoTerms = Pick<DepositPromo, 'percent' | 'maxBonus' | 'minDeposit' | 'wageringMultiple'>;

/** Whether a deposit of `pesos` reaches the promotion's minimum (R-PROMO-14): a smaller one gets no bonus. */
export function meetsMinDeposit(pesos: number, promo: Pick<DepositPromo, 'minDeposit'>): boolean {
  const centavos = centavosOfPesos(pesos);
  return centavos !== null && centavos >= Math.round(promo.minDeposit * 100);
}

/**
 * The bonus a deposit of `pesos` would bring once paid (R-WALLET-08): its percent of the deposit,
 * down to the centavo, up to the cap; nothing under the minimum deposit.
 */
export function bonusPreview(pesos: number, promo: PromoTerms): number {
  if (!meetsMinDeposit(pesos, promo)) return 0;
  const centavos = centavosOfPesos(pesos) ?? 0;
  const bonus = Math.floor((centavos * promo.percent) / 100 + 1e-9);
  return Math.min(bonus, Math.round(promo.maxBonus * 100)) / 100;
}

/** What must be bet in all before a bonus of `bonus` pesos can be withdrawn. */
export function wageringFor(bonus: number, promo: PromoTerms): number {
  return Math.round(bonus * promo.wageringMultiple * 100) / 100;
}

/** How far the wagering is, in whole percent from 0 to 100; a bonus that asks no wagering is done. */
export function wageringProgress(bonus: Pick<MemberBonus, 'wagered' | 'wageringRequired'>): number {
  if (bonus.wageringRequired <= 0) return 100;
  const percent = Math.floor((bonus.wagered / bonus.wageringRequired) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Why a valid amount cannot join the chosen offer: under its minimum deposit; null when it can. */
export function bonusAmountProblem(text: string, promo: DepositPromo | null): MessageKey | null {
  return promo && !meetsMinDeposit(Number(text.trim()), promo) ? 'bonus_below_min' : null;
}
