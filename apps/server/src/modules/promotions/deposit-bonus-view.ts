import type { DepositPromo, Language, MemberBonus, MemberBonusStatus } from '@app/contracts';
import { inLanguage } from './activity-view.js';
import type { DepositPromoRow, MemberBonusRow } from './deposit-bonus-repository.js';

const pesos = (centavos: number) => centavos / 100;

export function depositPromoView(promo: DepositPromoRow, language: Language): DepositPromo {
  return {
    promoId: promo.id,
    title: inLanguage(promo.titles, language),
    terms: inLanguage(promo.terms, language),
    percent: promo.percentBp / 100,
    maxBonus: pesos(promo.maxBonus),
    minDeposit: pesos(promo.minDeposit),
    wageringMultiple: promo.wageringMultiple,
    expiryDays: promo.expiryDays,
    endsAt: promo.endsAt?.toISOString() ?? null,
  };
}

export function memberBonusView(
  { bonus, promo }: { bonus: MemberBonusRow; promo: DepositPromoRow },
  language: Language,
): MemberBonus {
  return {
    bonusId: String(bonus.id),
    promoId: promo.id,
    title: inLanguage(promo.titles, language),
    status: bonus.status as MemberBonusStatus,
    orderId: String(bonus.depositOrderId),
    amount: pesos(bonus.amount),
    locked: pesos(bonus.locked),
    wageringRequired: pesos(bonus.wageringRequired),
    wagered: pesos(Math.min(bonus.wagered, bonus.wageringRequired)),
    expiresAt: bonus.expiresAt?.toISOString() ?? null,
    createdAt: bonus.createdAt.toISOString(),
    closedAt: bonus.closedAt?.toISOString() ?? null,
  };
}
