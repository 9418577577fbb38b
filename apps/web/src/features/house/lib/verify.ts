import { evaluateSpin, fairStops, type HouseRound, type SlotDefinition, sha256Hex } from '@app/contracts';

export interface RoundCheck {
  /** sha256(serverSeed) is the hash committed before the spin. */
  hash: boolean;
  /** HMAC-SHA256(serverSeed, clientSeed:nonce) gives the recorded reel stops. */
  stops: boolean;
  /** The stops, paid by the game's paytable at the recorded line bet, give the recorded bet and win. */
  win: boolean;
  computedHash: string;
  computedStops: number[];
  computedWinCentavos: number | null;
  /** The symbols the recomputed stops show, window[reel][row]. */
  computedWindow: string[][] | null;
}

/**
 * Recomputes an in-house spin in the browser from its revealed server seed (H-3): nothing here
 * trusts the server beyond the seed itself.
 */
export async function verifyRound(
  def: SlotDefinition,
  round: HouseRound,
  serverSeed: string,
): Promise<RoundCheck> {
  const computedHash = await sha256Hex(serverSeed);
  const computedStops = await fairStops(def, serverSeed, round.clientSeed, round.nonce);
  const stops =
    computedStops.length === round.stops.length && computedStops.every((s, i) => s === round.stops[i]);
  let computedWinCentavos: number | null = null;
  let computedWindow: string[][] | null = null;
  let win = false;
  try {
    const outcome = evaluateSpin(def, computedStops, round.lineBetCentavos);
    computedWinCentavos = outcome.winCentavos;
    computedWindow = outcome.window;
    win = outcome.winCentavos === round.winCentavos && outcome.betCentavos === round.betCentavos;
  } catch {
    win = false;
  }
  return {
    hash: computedHash === round.serverSeedHash,
    stops,
    win,
    computedHash,
    computedStops,
    computedWinCentavos,
    computedWindow,
  };
}
