import { CRASH_RULES, type CrashEvent } from '@app/contracts';
import type { CrashDeps } from './crash-deps.js';
import { openNextRound } from './open-round.js';
import { advancePhase, latestRound, startRound } from './round-repository.js';
import { roundView } from './round-view.js';
import { settleCrashedRounds } from './settle.js';

/**
 * One step of the round loop at the server time `now`: start the round whose betting is over,
 * crash the one whose curve reached its point, settle what has crashed, and open the next round
 * after the pause. Every change is a compare-and-set on the round's phase, so a step repeated by
 * a restarted or a second node changes nothing, and the announcement goes out once.
 */
export async function crashTick(deps: CrashDeps, now: number): Promise<void> {
  const announce = (event: CrashEvent) => deps.bus.broadcast('crash', event);
  let round = await latestRound(deps.db);
  if (round?.phase === 'betting' && now >= round.bettingEndsAt.getTime()) {
    if (await startRound(deps.db, round.id)) {
      round = { ...round, phase: 'running' };
      announce({ type: 'crash_round', round: roundView(round), serverNow: new Date(now).toISOString() });
    } else round = await latestRound(deps.db);
  }
  if (round?.phase === 'running' && now >= round.crashesAt.getTime()) {
    if (await advancePhase(deps.db, round.id, 'running', 'crashed')) {
      round = { ...round, phase: 'crashed' };
      announce({ type: 'crash_round', round: roundView(round), serverNow: new Date(now).toISOString() });
    }
  }
  await settleCrashedRounds(deps, now);
  const last = await latestRound(deps.db);
  if (last && (last.phase !== 'crashed' || last.settledAt === null)) return;
  if (last && now < last.crashesAt.getTime() + CRASH_RULES.pauseMs) return;
  const opened = await openNextRound(deps.db, now, deps.bettingMs);
  if (opened)
    announce({ type: 'crash_round', round: roundView(opened), serverNow: new Date(now).toISOString() });
}
