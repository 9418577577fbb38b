import {
  GAME_SELECT_TYPES,
  type Game,
  type GameListBody,
  IN_HOUSE_DEFAULT_CLASSIFY,
  LIMITS,
  REQUEST_CONSTANTS,
  type SiteCategory,
  VENDOR_CODES,
  type Vendor,
} from '@app/contracts';
import { serverCategory } from './categories';

/**
 * The filter state of SPEC §3 (R-GAMES-16): empty means "all". `gameClassify` also carries the
 * select types of R-GAMES-19/28: NEW, or a classification key.
 */
export interface GameFilter {
  gameClassify: string;
  minBet: number | null;
  vassalage: string;
  gameName: string;
  mobileSmallIcon: string;
}

export const EMPTY_FILTER: GameFilter = {
  gameClassify: '',
  minBet: null,
  vassalage: '',
  gameName: '',
  mobileSmallIcon: '',
};

/** Reset: every field back to "all" (R-GAMES-16). */
export const resetFilter = (): GameFilter => ({ ...EMPTY_FILTER });

/** A classification-menu choice; New clears the vendor (R-GAMES-23). ALL is stored as empty. */
export function chooseClassify(filter: GameFilter, key: string): GameFilter {
  const gameClassify = key === GAME_SELECT_TYPES.all ? '' : key;
  return gameClassify === GAME_SELECT_TYPES.new
    ? { ...filter, gameClassify, vassalage: '', mobileSmallIcon: '' }
    : { ...filter, gameClassify };
}

/**
 * A vendor choice in the filter panel: the same vendor again deselects it (R-GAMES-15); a vendor
 * clears the game name (R-GAMES-24), and a different vendor sets the classification to All (R-GAMES-25).
 */
export function chooseVendor(
  filter: GameFilter,
  vendor: Pick<Vendor, 'vassalage' | 'mobileSmallIcon'>,
): GameFilter {
  if (filter.vassalage === vendor.vassalage) return { ...filter, vassalage: '', mobileSmallIcon: '' };
  return {
    ...filter,
    vassalage: vendor.vassalage,
    mobileSmallIcon: vendor.mobileSmallIcon,
    gameName: '',
    gameClassify: '',
  };
}

/** The search term as sent: trimmed, and empty means unfiltered (R-GAMES-26). */
export const searchTerm = (raw: string) => raw.trim();

/** The default classification (R-GAMES-17): the stored one, else Crash for in-house, else All. */
export function defaultClassify(stored: string | null, inHouse: boolean): string {
  if (stored !== null) return stored;
  return inHouse ? IN_HOUSE_DEFAULT_CLASSIFY : '';
}

const storedKey = (category: SiteCategory) => `MC_GAME_CLASSIFY_${category}`;

/** The classification kept per category in sessionStorage (R-GAMES-18). */
export const classifyStore = {
  get(category: SiteCategory): string | null {
    try {
      return sessionStorage.getItem(storedKey(category));
    } catch {
      return null;
    }
  },
  set(category: SiteCategory, key: string): void {
    try {
      sessionStorage.setItem(storedKey(category), key);
    } catch {
      // Not remembered: nothing else to do.
    }
  },
  clear(category: SiteCategory): void {
    try {
      sessionStorage.removeItem(storedKey(category));
    } catch {
      // As above.
    }
  },
};

/** The `GCSGAME_gameList` payload (R-GAMES-27, R-GAMES-23). */
export function gameListBody(
  category: SiteCategory,
  filter: GameFilter,
  pageNo: number,
  merchant: string,
  pageSize: number = LIMITS.gameListPageSize,
): GameListBody {
  const isNew = filter.gameClassify === GAME_SELECT_TYPES.new;
  return {
    merchant,
    platform: REQUEST_CONSTANTS.platform,
    gameName: searchTerm(filter.gameName),
    gameType: serverCategory(category),
    pageNo,
    pageSize,
    // BGS is carved out of RNG (R-GAMES-03): its page asks for the BGS vendor's RNG games.
    vassalage: filter.vassalage || (category === 'BGS' ? VENDOR_CODES.bgs : ''),
    gameClassify: isNew ? '' : filter.gameClassify,
    isNew: isNew ? 1 : null,
    minBet: filter.minBet,
    minLine: null,
    language: REQUEST_CONSTANTS.gameListLanguage,
    clientType: REQUEST_CONSTANTS.clientType,
  };
}

/** Tile style variant (nodeId mod 8) + 1, cycling 1 … 8 (R-GAMES-11). */
export const styleVariant = (nodeId: number) => (((nodeId % 8) + 8) % 8) + 1;

/** The tile icon: the first non-empty of mobileSmallIcon, iconUrl, showIcon (R-GAMES-10). */
export const tileIcon = (game: Pick<Game, 'mobileSmallIcon' | 'iconUrl' | 'showIcon'>) =>
  [game.mobileSmallIcon, game.iconUrl, game.showIcon].find((s) => s && s.trim() !== '') ?? '';

/** Up to two initials for the drawn tile art when a game has no icon. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return [...(words[0] as string)].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The games-count line (R-HOME-41, H-10): "over 600" only while more than 600 games are
 * launchable, otherwise the real count rounded down to the nearest 10; nothing below 10.
 */
export function gamesCountClaim(total: number, threshold = 600): { over: boolean; count: number } | null {
  if (total > threshold) return { over: true, count: threshold };
  const count = Math.floor(total / 10) * 10;
  return count >= 10 ? { over: false, count } : null;
}
