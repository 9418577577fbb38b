import { type WheelOdds, type WheelSpin, wheelDigest, wheelRollOf } from '@app/contracts';
import type { WheelSpinRow } from './wheel-repository.js';

/**
 * A spun wheel as its member sees it: the revealed seed with everything the draw used, and the
 * roll recomputed from them by the same function the player's browser runs.
 */
export async function wheelSpinView(row: WheelSpinRow): Promise<WheelSpin> {
  if (row.spunAt === null || row.clientSeed === null) throw new Error(`wheel spin ${row.id} is not spun`);
  const roll = wheelRollOf(await wheelDigest(row.serverSeed, row.clientSeed));
  return {
    id: String(row.id),
    seedHash: row.seedHash,
    serverSeed: row.serverSeed,
    clientSeed: row.clientSeed,
    prizes: (row.prizeTable ?? []) as WheelOdds[],
    roll,
    prizeIndex: row.prizeIndex,
    amount: (row.amount ?? 0) / 100,
    rewardId: row.rewardId === null ? null : String(row.rewardId),
    committedAt: row.createdAt.toISOString(),
    spunAt: row.spunAt.toISOString(),
  };
}
