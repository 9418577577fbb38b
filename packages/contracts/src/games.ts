import { z } from 'zod';
import { LIMITS, REQUEST_CONSTANTS } from './constants.js';
import { code, languageParam, text, wholeNumber } from './fields.js';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  CATALOGUE_POLICY,
  GAME_CATEGORIES,
  SITE_CATEGORIES,
} from './games-constants.js';

const nodeIdParam = z.union([
  z.int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/u)
    .transform(Number),
]);

// ─── Vendor game data (R-API-54) ─────────────────────────────────────────────

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  mobileSmallIcon: z.string(),
  accountTypeName: z.string(),
  /** In-house games start on the Crash classification (R-GAMES-17, R-GAMES-18). */
  inHouse: z.boolean(),
  /** The vendor's game code: an esports code moves a SPORTS vendor to ESPORTS (R-GAMES-04). */
  gameCode: z.string().nullable(),
  /** Tagged by the operator: moves a SPORTS vendor to COCKFIGHT (R-GAMES-04). */
  cockfight: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const classifySchema = z.object({ key: z.string(), displayName: z.string() });
export type Classify = z.infer<typeof classifySchema>;

export const vendorGameTypesSchema = z.object({
  sorting: z.array(z.object({ gameCategory: z.enum(GAME_CATEGORIES), vendorNames: z.array(z.string()) })),
  mapping: z.partialRecord(
    z.enum(GAME_CATEGORIES),
    z.object({ vendors: z.array(vendorSchema), gameClassify: z.array(classifySchema) }),
  ),
});
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

export const vendorGameTypesQuerySchema = z.strictObject({
  typeId: text(32).optional(),
  merchantCode: text(32).optional(),
  language: languageParam,
});

// ─── Games (R-API-55) ────────────────────────────────────────────────────────

export const gameSchema = z.object({
  nodeId: z.int(),
  gameId: z.string(),
  roomId: z.string().nullable(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  mobileSmallIcon: z.string(),
  mobileLargeIcon: z.string(),
  /** 0 means free play is supported. */
  supportPlay: z.int(),
  lottoMode: z.string().nullable(),
  gameGroupId: z.string().nullable(),
  telNodeId: z.string().nullable(),
  isGameH5: z.boolean(),
  freeplay: z.boolean(),
  gameCategory: z.enum(GAME_CATEGORIES),
  /** Smallest stake in pesos (the minimum-bet filter compares with it). */
  minBet: z.number(),
  isNew: z.boolean(),
  /** Distinct players in the last 10 minutes when at least 5, else null (H-1, R-GAMES-12). */
  onlineCount: z.int().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListBodySchema = z.strictObject({
  merchant: text(32).optional(),
  platform: z.literal(REQUEST_CONSTANTS.platform).optional(),
  gameName: text(100).optional(),
  /** A game category, ALL or empty for every category. */
  gameType: z.union([z.enum(GAME_CATEGORIES), z.literal('ALL'), z.literal('')]).optional(),
  pageNo: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, CATALOGUE_POLICY.maxPageSize).default(LIMITS.gameListPageSize),
  vassalage: z.union([code, z.literal('')]).nullish(),
  gameClassify: z.union([code, z.literal('')]).nullish(),
  isNew: z.union([z.literal(1), z.literal('1')]).nullish(),
  minBet: z.number().min(0).max(1_000_000).nullish(),
  minLine: z.int().min(0).max(10_000).nullish(),
  language: languageParam,
  clientType: z.literal(REQUEST_CONSTANTS.clientType).optional(),
});
export type GameListBody = z.input<typeof gameListBodySchema>;

export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  /** Every game matching the filters, over all pages (R-HOME-41 counts the unfiltered total). */
  total: z.int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

export const hotGamesQuerySchema = z.strictObject({
  isPlatform: z.literal('2').optional(),
  language: languageParam,
  platform: z.literal(REQUEST_CONSTANTS.platform).optional(),
  merchantCode: text(32).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
});
export const gameListSchema = z.object({ list: z.array(gameSchema) });
export type GameList = z.infer<typeof gameListSchema>;

// ─── Favourites and recent games (R-API-56 … R-API-61) ───────────────────────

export const favouriteIdsSchema = z.array(z.string());
export const favouriteBodySchema = z.strictObject({ nodeId: nodeIdParam, vendor: code });
export const favouriteListQuerySchema = z.strictObject({
  gameType: z.union([z.enum(GAME_CATEGORIES), z.literal('ALL'), z.literal('')]).optional(),
  pageNo: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, CATALOGUE_POLICY.maxPageSize).default(LIMITS.gameListPageSize),
  language: languageParam,
});
export const favouritePageSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;
export const successSchema = z.object({ success: z.boolean() });
export const addRecentQuerySchema = z.strictObject({ nodeId: nodeIdParam });
export const recentQuerySchema = z.strictObject({ language: languageParam });

// ─── Launch (R-API-63) ───────────────────────────────────────────────────────

export const launchQuerySchema = z.strictObject({
  category: z.enum(SITE_CATEGORIES).optional(),
  vendor: code,
  gameId: text(64).optional(),
  nodeId: nodeIdParam.optional(),
  supportPlay: wholeNumber(0, 9).optional(),
  gameCode: text(32).optional(),
  language: languageParam,
});
export const launchValueSchema = z.object({ url: z.string() });
export type LaunchValue = z.infer<typeof launchValueSchema>;

// ─── Winner board (R-API-53) ─────────────────────────────────────────────────

export const rankListQuerySchema = z.strictObject({
  gameCategory: z.union([z.enum(GAME_CATEGORIES), z.literal('ALL')]).default('ALL'),
  language: languageParam,
  limitNum: wholeNumber(1, 50).default(LIMITS.winnerBoardRequest),
});
export const winnerSchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    gameName: z.string(),
    /** Masked, e.g. "ma***23" (H-5). */
    customerName: z.string(),
    /** Pesos with 2 decimals. */
    winAmount: z.number(),
    nodeId: z.int(),
    vassalage: z.string(),
    gameCategory: z.enum(GAME_CATEGORIES),
    supportPlay: z.int(),
    gameId: z.string(),
    wonAt: z.string(),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;
export const rankListSchema = z.object({ list: z.array(winnerSchema) });

// ─── Announcements, banners and lobby news (R-API for MCSFE_*, GLS2_lobbyNews) ─

export const announcementSchema = z.object({
  id: z.int(),
  announcementId: z.int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  groupName: z.enum(BANNER_GROUPS).nullable(),
  title: z.string(),
  /** Sanitised HTML (S-24). */
  content: z.string(),
  imageUrl: z.string(),
  /** Where a tap leads: a /m/ path or an outside URL; empty does nothing (R-HOME-19). */
  url: z.string(),
  /** A video watch URL for video banners (R-HOME-04). */
  linkage: z.string(),
  read: z.boolean(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

const csvOfTypes = text(40).pipe(
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).max(ANNOUNCEMENT_TYPES.length)),
);
export const announcementListQuerySchema = z.strictObject({
  types: csvOfTypes.optional(),
  groupName: z.union([z.enum(BANNER_GROUPS), z.literal('')]).optional(),
  platform: z.literal('M').optional(),
  merchantCode: text(32).optional(),
  token: text(128).optional(),
  language: languageParam,
});
export const announcementListSchema = z.object({ list: z.array(announcementSchema) });
export const markReadBodySchema = z.strictObject({
  // An announcement's id is a PostgreSQL integer: a larger number names none, and is refused here.
  announcementId: z
    .union([
      z.int(),
      z
        .string()
        .regex(/^\d{1,12}$/u)
        .transform(Number),
    ])
    .pipe(z.int().positive().max(2_147_483_647)),
  read: z.literal(true).default(true),
});

export const lobbyNewsSchema = z.object({
  list: z.array(z.object({ id: z.int(), title: z.string(), content: z.string(), publishedAt: z.string() })),
});
export type LobbyNews = z.infer<typeof lobbyNewsSchema>;
export const lobbyNewsQuerySchema = z.strictObject({ language: languageParam });

// ─── Upcoming events (R-HOME-25 … R-HOME-27, SPEC §3 Hot match) ─

export const hotMatchSchema = z.object({
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** Empty when the operator gave no logo: the web draws initials art. */
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  /** ISO 8601 with the zone (UTC). */
  matchTime: z.string(),
  vendor: z.string(),
  roomId: z.string().nullable(),
  nodeId: z.int(),
  supportPlay: z.int(),
});
export type HotMatch = z.infer<typeof hotMatchSchema>;
export const hotMatchListSchema = z.object({ list: z.array(hotMatchSchema) });
export type HotMatchList = z.infer<typeof hotMatchListSchema>;
export const hotMatchesQuerySchema = z.strictObject({
  language: languageParam,
  platform: z.literal(REQUEST_CONSTANTS.platform).optional(),
  merchantCode: text(32).optional(),
});
