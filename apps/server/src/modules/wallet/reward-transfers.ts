import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { houseAccountId, memberAccountId, postTransfer } from './ledger-repository.js';

/** Every reward, rebate and prize is paid from this account, so its balance is what promotions cost. */
const PROMOTIONS_ACCOUNT = 'promotions:PHP:0';

/**
 * A claimed reward's amount to the player, once per reward whoever asks, in the caller's
 * transaction with what marks it claimed. Rebates carry their own transaction code (R-WALLET-19).
 */
export async function creditReward(
  db: DbOrTx,
  reward: { id: number; memberId: number; amount: number; source: string },
) {
  const player = await memberAccountId(db, reward.memberId, 'PHP');
  const house = await houseAccountId(db, PROMOTIONS_ACCOUNT, 'PHP');
  const result = await postTransfer(db, {
    scope: 'reward',
    key: `claim:${reward.id}`,
    kind: reward.source === 'rebate' ? 'rebate' : 'bonus',
    debitAccountId: house,
    creditAccountId: player,
    amount: reward.amount,
    memberId: reward.memberId,
  });
  if ((result.outcome !== 'posted' && result.outcome !== 'replayed') || result.transferId === null)
    throw new AppError('TRANSACTION_CONFLICT', { field: 'rewardId' });
  return { transferId: result.transferId, balance: result.memberBalance ?? 0 };
}
