import type { Reward, RewardSource } from '@app/contracts';
import type { RewardRow } from './reward-repository.js';

/** A reward as its member sees it: pesos, and `expired` once an unclaimed one is past its expiry. */
export function rewardView(row: RewardRow, now = new Date()): Reward {
  const expired = row.status === 'issued' && row.expiresAt <= now;
  return {
    id: String(row.id),
    source: row.source as RewardSource,
    amount: row.amount / 100,
    status: expired ? 'expired' : (row.status as 'issued' | 'claimed'),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
