import type { CrashRoundView } from '@app/contracts';
import type { CrashRoundRow } from './round-repository.js';

/** A round as players see it: the crash point and hash stay secret until it has crashed. */
export function roundView(round: CrashRoundRow): CrashRoundView {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    phase: round.phase,
    bettingEndsAt: round.bettingEndsAt.toISOString(),
    startedAt: round.phase === 'betting' ? null : round.bettingEndsAt.toISOString(),
    crashPointCents: crashed ? round.crashPointCents : null,
    hash: crashed ? round.hash : null,
  };
}
