import { type MemberBonus, resolveLanguage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  findMemberDepositOrder,
  findOpenBonus,
  findPromo,
  insertPendingBonus,
  joinedBefore,
} from './deposit-bonus-repository.js';
import { memberBonusView } from './deposit-bonus-view.js';
import { endDueBonuses } from './end-due-bonuses.js';

export interface PromoAcceptance {
  memberId: number;
  promoId: number;
  orderId: number;
  language?: string | undefined;
}

const notEligible = (field: string, reason: string) => new AppError('PROMO_NOT_ELIGIBLE', { field, reason });

/**
 * R-API-95: the member joins a promotion for one of their pending deposit orders; the bonus is
 * credited when that deposit is paid (deposit_bonus_activate). Asking again for the same order and
 * promotion answers the same bonus; one bonus runs at a time, which the unique key holds even when
 * two requests race.
 */
export async function acceptPromo(db: Db, request: PromoAcceptance): Promise<MemberBonus> {
  const language = resolveLanguage(request.language);
  const promo = await findPromo(db, request.promoId);
  const now = new Date();
  if (!promo || promo.hidden || promo.startsAt > now || (promo.endsAt && promo.endsAt <= now))
    throw notEligible('promoId', 'closed');
  const order = await findMemberDepositOrder(db, request.memberId, request.orderId);
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });

  await endDueBonuses(db, request.memberId);
  const open = await findOpenBonus(db, request.memberId);
  if (open?.bonus.depositOrderId === order.id && open.bonus.promoId === promo.id)
    return memberBonusView(open, language);
  if (open) throw new AppError('BONUS_ACTIVE', { field: 'promoId' });
  if (order.status !== 'pending') throw notEligible('orderId', 'order_not_pending');
  if (order.amount < promo.minDeposit)
    throw new AppError('PROMO_NOT_ELIGIBLE', {
      field: 'orderId',
      reason: 'below_minimum',
      minDeposit: promo.minDeposit / 100,
    });
  if (promo.oncePerMember && (await joinedBefore(db, request.memberId, promo.id)))
    throw notEligible('promoId', 'joined_before');

  const made = await insertPendingBonus(db, {
    memberId: request.memberId,
    promoId: promo.id,
    depositOrderId: order.id,
  });
  if (made) return memberBonusView({ bonus: made, promo }, language);
  // Another request won the race: the same joining is answered, any other refused.
  const winner = await findOpenBonus(db, request.memberId);
  if (winner?.bonus.depositOrderId === order.id && winner.bonus.promoId === promo.id)
    return memberBonusView(winner, language);
  throw new AppError('BONUS_ACTIVE', { field: 'promoId' });
}
