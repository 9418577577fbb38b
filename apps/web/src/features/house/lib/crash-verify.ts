import { type CrashVerify, crashPointCents, previousChainHash } from '@app/contracts';

export interface CrashCheck {
  /** The crash point recomputed here from the hash and the salt. */
  pointCents: number;
  pointMatches: boolean;
  /** SHA-256 of this round's hash is the hash of the round before (or the chain's terminating hash). */
  linksBack: boolean;
  /** SHA-256 of the next round's hash is this round's hash; null while the next round has not crashed. */
  linksForward: boolean | null;
}

/** Recomputes a round in the browser with the same shared code the server ran. */
export async function checkCrashRound(round: CrashVerify): Promise<CrashCheck> {
  const pointCents = await crashPointCents(
    round.hash,
    round.salt,
    round.houseEdgeBp,
    round.maxMultiplierCents,
  );
  return {
    pointCents,
    pointMatches: pointCents === round.crashPointCents,
    linksBack: (await previousChainHash(round.hash)) === round.previousHash,
    linksForward: round.nextHash === null ? null : (await previousChainHash(round.nextHash)) === round.hash,
  };
}
