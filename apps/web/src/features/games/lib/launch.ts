import {
  type Game,
  type gamesEndpoints,
  HOUSE_VENDOR,
  type QueryOf,
  type SiteCategory,
  TCG_LOTTO_VENDORS,
  VENDOR_CODES,
} from '@app/contracts';
import type { Role } from '../../../shared/stores/session';

/** What a launch needs of a game (a tile, a winner row or a vendor lobby), with the name a guest is shown. */
export type LaunchTarget = Pick<Game, 'vassalage' | 'supportPlay' | 'gameName'> &
  Partial<Pick<Game, 'gameId' | 'nodeId' | 'gameGroupId' | 'lottoMode' | 'gameCode'>> & {
    category: SiteCategory;
  };

export type PrizeMode = 'Lott' | 'ZY' | 'Elott';

/** The generic launcher's query, as its contract types it. */
export type LaunchQuery = QueryOf<typeof gamesEndpoints.launch>;

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'navigate'; to: string }
  | { kind: 'launch'; query: LaunchQuery };

/** R-GAMES-37, A-4: free play (a trial account's demo credit) only where supportPlay is 0. */
export const offersDemo = (target: Pick<LaunchTarget, 'supportPlay'>) => target.supportPlay === 0;

/**
 * The launch rules of SPEC §7 (R-GAMES-36 … R-GAMES-40): guests log in first; a trial account
 * may open only free-play games (supportPlay 0); TCG lotto vendors open their lobby; LOTT and ELOTT
 * open /m/launchGame; the house vendor's e-lottery lobby is /m/lottery; everything else goes through
 * the generic launcher.
 */
export function decideLaunch(
  target: LaunchTarget,
  role: Role,
  prizeMode: PrizeMode = 'Elott',
): LaunchDecision {
  if (role === 'guest') return { kind: 'login' };
  if (role === 'trial' && !offersDemo(target)) return { kind: 'trialRefused' };
  const vendor = target.vassalage;
  if (vendor === VENDOR_CODES.lott || vendor === VENDOR_CODES.elott) {
    const params = new URLSearchParams({
      playType: vendor === VENDOR_CODES.elott ? 'ent' : 'trad',
      gameId: target.gameId ?? '',
      gameGroupId: target.gameGroupId ?? '',
      prize_mode: target.lottoMode === 'ZY' ? 'ZY' : prizeMode,
      code: target.gameCode ?? '',
      pageBack: 'home',
    });
    return { kind: 'navigate', to: `/launchGame?${params}` };
  }
  // The house vendor's lottery tile (no game: its lobby) opens the lottery lobby (R-NAV-18).
  if (vendor === HOUSE_VENDOR && target.category === 'ELOTT' && !target.gameId)
    return { kind: 'navigate', to: '/lottery' };
  const query: LaunchQuery = { category: target.category, vendor, supportPlay: target.supportPlay };
  if (target.gameId) query.gameId = target.gameId;
  if (target.nodeId !== undefined) query.nodeId = target.nodeId;
  if (TCG_LOTTO_VENDORS.includes(vendor)) query.gameCode = 'lobby';
  return { kind: 'launch', query };
}

/** R-GAMES-42: Elott when the ELOTT vendors hold LOTTO_VN or LOTT, Lott otherwise, Elott until known. */
export function prizeModeOf(elottVendors: readonly string[] | undefined): PrizeMode {
  if (!elottVendors) return 'Elott';
  return elottVendors.some((v) => v === 'LOTTO_VN' || v === VENDOR_CODES.lott) ? 'Elott' : 'Lott';
}
