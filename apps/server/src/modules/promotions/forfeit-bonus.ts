import { type MemberBonus, resolveLanguage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { closeBonus, findMemberBonus } from './deposit-bonus-repository.js';
import { memberBonusView } from './deposit-bonus-view.js';

/**
 * The player gives up their bonus: what is still locked goes back to the promotions account, once
 * whoever asks (member_bonus_close). An ended bonus answers as it is.
 */
export async function forfeitBonus(
  db: Db,
  request: { memberId: number; bonusId: number; language?: string | undefined },
): Promise<{ bonus: MemberBonus; balance: number | null }> {
  const found = await findMemberBonus(db, request.memberId, request.bonusId);
  if (!found) throw new AppError('NOT_FOUND', { field: 'bonusId' });
  const closed = await closeBonus(db, found.bonus.id, 'forfeited');
  const after = await findMemberBonus(db, request.memberId, request.bonusId);
  if (!after) throw new Error('bonus vanished');
  return {
    bonus: memberBonusView(after, resolveLanguage(request.language)),
    balance: closed.closed ? closed.balance : null,
  };
}
