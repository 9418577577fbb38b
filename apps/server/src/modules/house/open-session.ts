import type { HouseSessionValue } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { gameOfLaunch } from './game-of-launch.js';
import { lockActiveSeed } from './seed-repository.js';

/** The slot page opens: who plays, which game, the balance and the committed seed (H-3). */
export async function openSlotSession(db: Db, token: string): Promise<HouseSessionValue> {
  return db.transaction(async (tx) => {
    const { player, definition, nodeId, memberId } = await gameOfLaunch(tx, token);
    const seed = await lockActiveSeed(tx, memberId);
    return {
      gameCode: definition.code,
      nodeId,
      userName: player.userName ?? '',
      currency: player.currency,
      balanceCentavos: player.balance,
      fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce },
    };
  });
}
