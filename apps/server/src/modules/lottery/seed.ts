import { LOTTERY_GAMES } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { ensureGame } from './draw-repository.js';
import { openComingDraws } from './open-draws.js';

/** The lotteries (house and official) this install runs, and their first draws, so the lobby has them at once. */
export async function seedLotteries(db: Db, now: number) {
  for (const [position, game] of LOTTERY_GAMES.entries()) await ensureGame(db, game.code, position);
  await openComingDraws(db, now);
}
