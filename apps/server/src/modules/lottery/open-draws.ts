import { randomBytes } from 'node:crypto';
import {
  closeTimeMs,
  drawTimeMs,
  followingDrawNo,
  lotteryCommitment,
  lotteryGameByCode,
  nextDrawNo,
} from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { enabledGames, insertDraw } from './draw-repository.js';

/** How many draws ahead each game keeps made, so one is always taking bets while the next waits. */
const DRAWS_AHEAD = 2;

/**
 * Makes the coming draws of every enabled game before betting on them opens, each house draw with
 * its secret seed and published commitment. The schedule is a function of the clock (house: draw n
 * at n × interval since the epoch; official: the day's draw times in Manila), so every node agrees
 * and a restart picks it up where the clock is; the unique (game, draw) keeps each once.
 */
export async function openComingDraws(db: DbOrTx, now: number): Promise<void> {
  for (const { code, closeBeforeSeconds } of await enabledGames(db)) {
    const game = lotteryGameByCode(code);
    if (!game) continue;
    let drawNo = nextDrawNo(game, now);
    for (let made = 0; made < DRAWS_AHEAD; made++, drawNo = followingDrawNo(game, drawNo)) {
      const times = {
        gameCode: code,
        drawNo,
        closesAt: new Date(closeTimeMs(game, drawNo, closeBeforeSeconds ?? undefined)),
        drawAt: new Date(drawTimeMs(game, drawNo)),
      };
      // Official draws take their numbers from outside: no seed, no commitment.
      if (game.kind === 'official') {
        await insertDraw(db, { ...times, serverSeed: null, commitment: null });
        continue;
      }
      const serverSeed = randomBytes(32).toString('hex');
      await insertDraw(db, { ...times, serverSeed, commitment: await lotteryCommitment(serverSeed) });
    }
  }
}
