import type { DbOrTx } from '../../db/client.js';
import { closeBonus, dueBonusEnds } from './deposit-bonus-repository.js';

/** How many bonuses one run of the job ends at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Ends the bonuses that are due (dueBonusEnds): expired and spent ones give back what is still
 * locked. Each ends in its own transaction inside member_bonus_close, so two nodes running this
 * at once end each bonus once. With a member, only theirs (before a screen shows their bonus).
 */
export async function endDueBonuses(db: DbOrTx, memberId: number | null = null): Promise<number> {
  const due = await dueBonusEnds(db, memberId, BATCH);
  let ended = 0;
  for (const { id, ending } of due) if ((await closeBonus(db, id, ending)).closed) ended += 1;
  return ended;
}
