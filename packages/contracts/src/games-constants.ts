/** Runtime values of the games domain (SPEC §3, §7, §9); no zod, so the web bundle stays small. */

/** Categories a game row can belong to (R-GAMES-01). */
export const GAME_CATEGORIES = [
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'LIVESTREAM',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Categories the site shows: the game categories, the virtual HOT/FAV/RECENT lists, ALL, and BGS,
 * which the client carves out of RNG and places after LIVE (R-GAMES-03).
 */
export const SITE_CATEGORIES = ['ALL', 'HOT', 'FAV', 'RECENT', ...GAME_CATEGORIES, 'BGS'] as const;
export type SiteCategory = (typeof SITE_CATEGORIES)[number];

/** Category pages that show a game grid, and those that show a vendor grid (R-GAMES-06, R-GAMES-07). */
export const GAME_GRID_CATEGORIES: readonly SiteCategory[] = [
  'RNG',
  'PVP',
  'FISH',
  'BGS',
  'HOT',
  'FAV',
  'RECENT',
];
export const VENDOR_GRID_CATEGORIES: readonly SiteCategory[] = [
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LIVE',
  'LOTT',
  'LIVESTREAM',
];

/** Vendor codes with a rule of their own (SPEC §3, §7 launch rules). */
export const VENDOR_CODES = {
  tcgLottoVn: 'TCG_LOTTO_VN',
  tcgSea: 'TCG_SEA',
  lott: 'LOTT',
  elott: 'ELOTT',
  pinnacle: 'PIN',
  bgs: 'BGS',
  house: 'HOUSE',
} as const;

/** Vendors whose games open the vendor's lobby with gameCode=lobby (R-GAMES-38). */
export const TCG_LOTTO_VENDORS: readonly string[] = [VENDOR_CODES.tcgLottoVn, VENDOR_CODES.tcgSea];

/** Esports game codes (SPEC §3): a SPORTS vendor with one of these moves to ESPORTS (R-GAMES-04). */
export const ESPORTS_GAME_CODES: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/** Game select types (R-GAMES-28). */
export const GAME_SELECT_TYPES = { new: 'NEW', fav: 'FAV', all: 'ALL' } as const;

/** Minimum-bet filter options in pesos; null is "all" (R-GAMES-14). */
export const MIN_BET_OPTIONS: readonly (number | null)[] = [null, 0.01, 0.05, 0.1, 0.5, 0.75];

/** The classification in-house game pages start on when none is stored (R-GAMES-17). */
export const IN_HOUSE_DEFAULT_CLASSIFY = 'CRASH';

/** Announcement content types (SPEC §3) and banner groups. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const BANNER_GROUPS = [
  'm_home',
  'm_live',
  'm_video',
  'm_facebook',
  'm_newgame',
  'm_reg',
  'm_viplevels',
  'm_viphost',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Real-count rules (H-1, H-5, H-10). */
export const CATALOGUE_POLICY = {
  /** An online count is shown only from this many distinct players … */
  onlineCountMinimum: 5,
  /** … who launched the game within this window. */
  onlineWindowMinutes: 10,
  /** Hot games rank by launches within this window (R-API-62). */
  hotWindowDays: 7,
  hotListSize: 20,
  /** Upcoming matches of the home's events block (R-HOME-27). */
  hotMatchesListSize: 20,
  /** Recent games kept per member (R-API-60). */
  recentGamesKept: 20,
  /** "Over N games" needs more than this many launchable games (R-HOME-41, R-CONST-32). */
  marketingGameThreshold: 600,
  maxPageSize: 100,
  /** Launch tokens are short-lived (issue 5 checks them at the vendor's authenticate call). */
  launchTokenTtlSeconds: 300,
} as const;
