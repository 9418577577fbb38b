import type { LotteryDeps } from './lottery-deps.js';
import { openComingDraws } from './open-draws.js';
import { settleDueDraws } from './settle-draw.js';

/** One step at the server time `now`: settle what is due, then make the coming draws. Safe to repeat. */
export async function lotteryTick(deps: LotteryDeps, now: number): Promise<void> {
  await settleDueDraws(deps, now);
  await openComingDraws(deps.db, now);
}
