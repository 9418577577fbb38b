import type { RewardList } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listMemberRewards, waitingTotal } from './reward-repository.js';
import { rewardView } from './reward-view.js';

/** The newest rewards a centre shows; older ones stay in the ledger's transaction records. */
const LIST_LIMIT = 100;

export async function listRewards(
  db: DbOrTx,
  memberId: number,
  scope: 'all' | 'waiting',
): Promise<RewardList> {
  const [rows, total] = await Promise.all([
    listMemberRewards(db, memberId, scope === 'waiting', LIST_LIMIT),
    waitingTotal(db, memberId),
  ]);
  const now = new Date();
  return { list: rows.map((row) => rewardView(row, now)), waitingTotal: total / 100 };
}
