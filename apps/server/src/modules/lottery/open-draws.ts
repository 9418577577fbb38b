import { randomBytes } from 'node:crypto';
import { closeTimeMs, drawTimeMs, houseLotteryByCode, lotteryCommitment, nextDrawNo } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { enabledGames, insertDraw } from './draw-repository.js';

/** How many draws ahead each game keeps made, so one is always taking bets while the next waits. */
const DRAWS_AHEAD = 2;

/**
 * Makes the coming draws of every enabled game, each with its secret seed and published commitment,
 * before betting on it opens. Draw n happens at n × interval since the epoch, so every node agrees
 * on the schedule and a restart picks it up where the clock is; the unique (game, draw) keeps each once.
 */
export async function openComingDraws(db: DbOrTx, now: number): Promise<void> {
  for (const { code } of await enabledGames(db)) {
    const game = houseLotteryByCode(code);
    if (!game) continue;
    const first = nextDrawNo(game, now);
    for (let drawNo = first; drawNo < first + DRAWS_AHEAD; drawNo++) {
      const serverSeed = randomBytes(32).toString('hex');
      await insertDraw(db, {
        gameCode: code,
        drawNo,
        closesAt: new Date(closeTimeMs(game, drawNo)),
        drawAt: new Date(drawTimeMs(game, drawNo)),
        serverSeed,
        commitment: await lotteryCommitment(serverSeed),
      });
    }
  }
}
