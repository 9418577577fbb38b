import { type MemberBonus, resolveLanguage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { closeBonus, findOpenBonus } from './deposit-bonus-repository.js';
import { memberBonusView } from './deposit-bonus-view.js';
import { endDueBonuses } from './end-due-bonuses.js';

/** The member's running bonus as the withdraw screen warns of it, due endings done first. */
export async function runningBonus(
  db: DbOrTx,
  memberId: number,
  language?: string,
): Promise<MemberBonus | null> {
  await endDueBonuses(db, memberId);
  const open = await findOpenBonus(db, memberId);
  return open ? memberBonusView(open, resolveLanguage(language)) : null;
}

/**
 * A withdrawal ends the running bonus, in the withdrawal's transaction and after the member's
 * account is locked: refused with BONUS_ACTIVE unless the player agreed, then forfeited, so bonus
 * money can never leave with the withdrawal.
 */
export async function forfeitBonusForWithdrawal(db: DbOrTx, memberId: number, agreed: boolean) {
  await endDueBonuses(db, memberId);
  const open = await findOpenBonus(db, memberId);
  if (!open) return;
  if (!agreed) throw new AppError('BONUS_ACTIVE', { field: 'forfeitBonus', locked: open.bonus.locked / 100 });
  await closeBonus(db, open.bonus.id, 'forfeited');
}
