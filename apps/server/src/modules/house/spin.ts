import { evaluateSpin, fairStops, HOUSE_VENDOR, type HouseSpinValue } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { publishBalance, vendorTransfer, type WalletDeps } from '../wallet/index.js';
import { gameOfLaunch } from './game-of-launch.js';
import { advanceNonce, lockActiveSeed } from './seed-repository.js';
import { findSpin, insertSpin } from './spin-repository.js';

export interface SpinRequest {
  token: string;
  spinId: string;
  lineBetCentavos: number;
}

/**
 * One spin of an in-house slot. In one transaction: the player's seed pair is locked, the stops are
 * drawn from HMAC-SHA256(serverSeed, clientSeed:nonce), the bet and the win go through the seamless
 * wallet's own service (exactly the path of a third-party vendor), and the spin is kept for the
 * player to verify. A retried spin id answers with the first result; a refused bet uses no nonce.
 */
export async function spin(deps: WalletDeps, request: SpinRequest): Promise<HouseSpinValue> {
  const value = await deps.db.transaction(async (tx) => {
    const { definition, memberId, player } = await gameOfLaunch(tx, request.token);
    // The seed lock comes before the look for an earlier spin: a retry sent while the first is
    // still running waits for it and answers with its result.
    const seed = await lockActiveSeed(tx, memberId);
    const earlier = await findSpin(tx, memberId, request.spinId);
    if (earlier) return { spun: earlier, moved: null };
    if (!definition.lineBetsCentavos.includes(request.lineBetCentavos)) {
      throw new AppError('VALIDATION_ERROR', { field: 'lineBetCentavos' });
    }
    const nonce = seed.nextNonce;
    const stops = await fairStops(definition, seed.serverSeed, seed.clientSeed, nonce);
    const outcome = evaluateSpin(definition, stops, request.lineBetCentavos);
    const roundId = `h${seed.id}-${nonce}`;
    const common = { playerId: player.playerId, roundId, gameId: definition.code };
    await vendorTransfer(
      deps,
      tx,
      HOUSE_VENDOR,
      'bet',
      { ...common, token: request.token, transactionId: `${roundId}-bet`, amount: outcome.betCentavos },
      { publish: false },
    );
    const settled = await vendorTransfer(
      deps,
      tx,
      HOUSE_VENDOR,
      'win',
      { ...common, transactionId: `${roundId}-win`, amount: outcome.winCentavos },
      { publish: false },
    );
    const spun: HouseSpinValue = {
      spinId: request.spinId,
      roundId,
      nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      stops: outcome.stops,
      window: outcome.window,
      lineWins: outcome.lineWins,
      scatterCount: outcome.scatterCount,
      scatterPayCentavos: outcome.scatterPayCentavos,
      lineBetCentavos: request.lineBetCentavos,
      betCentavos: outcome.betCentavos,
      winCentavos: outcome.winCentavos,
      balanceCentavos: settled.balance,
    };
    await insertSpin(tx, {
      memberId,
      seedId: seed.id,
      gameCode: definition.code,
      currency: settled.currency,
      value: spun,
    });
    await advanceNonce(tx, seed.id);
    return { spun, moved: { memberId, currency: settled.currency } };
  });
  // Only once committed may the member's pages hear of the new balance.
  if (value.moved)
    publishBalance(deps.bus, value.moved.memberId, value.moved.currency, value.spun.balanceCentavos);
  return value.spun;
}
