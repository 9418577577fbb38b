import type { FairnessValue } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { lockActiveSeed, replaceActiveSeed, revealedSeeds } from './seed-repository.js';

const REVEALED_SHOWN = 20;

async function fairnessOf(db: DbOrTx, memberId: number): Promise<FairnessValue> {
  const active = await lockActiveSeed(db, memberId);
  const revealed = await revealedSeeds(db, memberId, REVEALED_SHOWN);
  return {
    active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nextNonce },
    revealed: revealed.map((seed) => ({
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nextNonce: seed.nextNonce,
      revealedAt: (seed.revealedAt ?? seed.createdAt).toISOString(),
    })),
  };
}

/** The committed hash of the active seed, and the earlier seeds, revealed (H-3). */
export function getFairness(db: Db, memberId: number): Promise<FairnessValue> {
  return db.transaction((tx) => fairnessOf(tx, memberId));
}

/** Reveals the active server seed and commits to a new one, with the player's client seed. */
export function rotateSeed(db: Db, memberId: number, clientSeed: string): Promise<FairnessValue> {
  return db.transaction(async (tx) => {
    await replaceActiveSeed(tx, await lockActiveSeed(tx, memberId), clientSeed);
    return fairnessOf(tx, memberId);
  });
}
