import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** Game vendors (SPEC §3 Vendor); `launch_url_template` drives the generic URL-template adapter. */
export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  icon: text('icon').notNull().default(''),
  accountTypeName: text('account_type_name').notNull().default(''),
  inHouse: boolean('in_house').notNull().default(false),
  gameCode: text('game_code'),
  cockfight: boolean('cockfight').notNull().default(false),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  launchUrlTemplate: text('launch_url_template'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's order of the game categories (R-GAMES-02). */
export const gameCategories = pgTable('game_categories', {
  category: text('category').primaryKey(),
  position: integer('position').notNull(),
});

/** Classification keys per category, with their names per language (EN is the fallback). */
export const gameClassifications = pgTable(
  'game_classifications',
  {
    category: text('category').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.key] })],
);

/** Games keyed by (vendor, gameId); `node_id` is the stable id the site speaks of. Amounts in centavos. */
export const games = pgTable(
  'games',
  {
    nodeId: bigserial('node_id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    classify: text('classify').array().notNull().default(sql`'{}'::text[]`),
    roomId: text('room_id'),
    iconUrl: text('icon_url').notNull().default(''),
    showIcon: text('show_icon').notNull().default(''),
    mobileSmallIcon: text('mobile_small_icon').notNull().default(''),
    mobileLargeIcon: text('mobile_large_icon').notNull().default(''),
    minBetCentavos: integer('min_bet_centavos').notNull().default(0),
    supportPlay: smallint('support_play').notNull().default(1),
    isNew: boolean('is_new').notNull().default(false),
    hotRank: integer('hot_rank'),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    lottoMode: text('lotto_mode'),
    gameGroupId: text('game_group_id'),
    telNodeId: text('tel_node_id'),
    isH5: boolean('is_h5').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists are cut in memory from one read of the launchable games (modules/games/catalogue-cache.ts),
    // so no index serves their filters; a thousand rows are read faster by a sequential scan.
    uniqueIndex('games_vendor_game').on(t.vendorCode, t.gameId),
    index('games_hot_rank').on(t.hotRank).where(sql`${t.hotRank} is not null`),
    check('games_min_bet', sql`${t.minBetCentavos} >= 0`),
  ],
);

/** Every launch (member, game, time): the source of online counts (H-1) and hot ranking (R-API-62). */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    vendorCode: text('vendor_code').notNull(),
    /** Null for a vendor-lobby launch. */
    nodeId: bigint('node_id', { mode: 'number' }).references(() => games.nodeId, { onDelete: 'cascade' }),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_launches_node_time').on(t.nodeId, t.launchedAt),
    index('game_launches_time').on(t.launchedAt),
  ],
);

/** Short-lived launch tokens (only the SHA-256 kept), bound to member, vendor and game. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberRef(),
    vendorCode: text('vendor_code').notNull(),
    nodeId: bigint('node_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('launch_tokens_expiry').on(t.expiresAt)],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_newest').on(t.memberId, t.createdAt),
  ],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_newest').on(t.memberId, t.playedAt),
  ],
);

/** Game rounds, written by the seamless wallet; the winner board reads only settled ones (H-5). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    roundRef: text('round_ref').notNull(),
    betCentavos: bigint('bet_centavos', { mode: 'number' }).notNull(),
    winCentavos: bigint('win_centavos', { mode: 'number' }).notNull(),
    /** The part of the bets paid with deposit-bonus money, and that bonus: its wins go back to it. */
    bonusBetCentavos: bigint('bonus_bet_centavos', { mode: 'number' }).notNull().default(0),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    /** Null while the vendor has not sent the round's win; only settled rounds count anywhere. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_ref').on(t.vendorCode, t.roundRef),
    index('game_rounds_winners').on(t.settledAt).where(sql`${t.currency} = 'PHP' and ${t.winCentavos} > 0`),
    index('game_rounds_member_time').on(t.memberId, t.createdAt),
    // The leaderboard and rebates read real-money rounds by when they settled.
    index('game_rounds_settled_php').on(t.settledAt, t.memberId).where(sql`${t.currency} = 'PHP'`),
    check('game_rounds_currency', sql`${t.currency} in ('PHP', 'DEMO')`),
    check('game_rounds_amounts', sql`${t.betCentavos} >= 0 and ${t.winCentavos} >= 0`),
  ],
);

/**
 * Upcoming matches of the home's events block (R-HOME-25 … R-HOME-27), kept by the operator
 * (`npm run ops -- match add …`). Each names the sports game "Bet now" launches.
 */
export const hotMatches = pgTable(
  'hot_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    league: text('league').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamImageUrl: text('home_team_image_url').notNull().default(''),
    awayTeamImageUrl: text('away_team_image_url').notNull().default(''),
    matchTime: timestamp('match_time', { withTimezone: true }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('hot_matches_time').on(t.matchTime)],
);
