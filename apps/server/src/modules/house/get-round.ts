import type { HouseRound } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findSeed } from './seed-repository.js';
import { findMemberRound } from './spin-repository.js';

/** One of the member's own spins, with the server seed once it is revealed (S-20, H-3). */
export async function getRound(db: DbOrTx, memberId: number, roundId: string): Promise<HouseRound> {
  const spin = await findMemberRound(db, memberId, roundId);
  const seed = spin && (await findSeed(db, spin.seedId));
  if (!spin || !seed) throw new AppError('NOT_FOUND', { field: 'roundId' });
  return {
    roundId: spin.roundRef,
    gameCode: spin.gameCode,
    nonce: spin.nonce,
    clientSeed: seed.clientSeed,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    stops: spin.stops,
    lineBetCentavos: spin.lineBetCentavos,
    betCentavos: spin.betCentavos,
    winCentavos: spin.winCentavos,
    currency: spin.currency as HouseRound['currency'],
    playedAt: spin.playedAt.toISOString(),
  };
}
