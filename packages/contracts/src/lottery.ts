import { z } from 'zod';
import { text, wholeNumber } from './fields.js';
import {
  LOTTERY_BET_TYPES,
  LOTTERY_LIMITS,
  LOTTERY_REGIONS,
  SEA_COUNTRIES,
  VN_REGIONS,
} from './lottery/rules.js';
import { CURRENCIES } from './wallet-constants.js';

// ─── House lotteries through the lottery gateway (/lgw; R-API-64, 65, 69…72) ─

const currency = z.enum(CURRENCIES);
const gameId = z.string().regex(/^[a-z0-9-]{1,32}$/u, 'a game id of a-z, 0-9 and -');
const callerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'an id of letters, digits, - and _');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u, 'a date yyyy-mm-dd');
const betType = z.enum(LOTTERY_BET_TYPES);

export const lotteryOddsRowSchema = z.object({
  betType,
  /** Rambolito's number of orders of its digits; null for the other bet types. */
  orders: z.int().nullable(),
  /** Lotto games: how many matched numbers the row pays (3…6); null for the digit games. */
  matches: z.int().nullable(),
  /** What one unit returns when it wins, stake included. */
  odds: z.int(),
  chance: z.string(),
  rtpBp: z.int(),
});

export const lotteryDrawViewSchema = z.object({
  drawNo: z.int(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 of the secret seed, published before betting opens; null for official draws. */
  commitment: z.string().nullable(),
  /** Shown only once drawn. */
  numbers: z.string().nullable(),
  serverSeed: z.string().nullable(),
});
export type LotteryDrawView = z.infer<typeof lotteryDrawViewSchema>;

export const lotteryGameSchema = z.object({
  gameId: z.string(),
  gameGroupId: z.string(),
  name: z.string(),
  icon: z.string(),
  /** The game's lottery mode (R-GAMES-43): house draws are electronic lottery. */
  lottoMode: z.enum(['Lott', 'ZY', 'Elott']),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott']),
  category: z.enum(['LOTT', 'ELOTT']),
  /** `house`: drawn from the committed seed; `official`: results entered and confirmed by operators. */
  kind: z.enum(['house', 'official']),
  /** Official games: the daily draw times, Asia/Manila ("14:00"); empty for house games. */
  drawTimes: z.array(z.string()),
  digits: z.int(),
  /** Pick-6 lotto games: the numbers run 1..pool (a ticket and a draw are 6 of them); null otherwise. */
  pool: z.int().nullable(),
  /** Lotto games: the most one ticket may stake and win, in centavos (published); null otherwise. */
  maxStakeCentavos: z.int().nullable(),
  maxWinCentavos: z.int().nullable(),
  intervalSeconds: z.int(),
  betTypes: z.array(betType),
  oddsTable: z.array(lotteryOddsRowSchema),
  /** The draw taking bets (its close and draw time), null while the game is paused. */
  nextDraw: lotteryDrawViewSchema.nullable(),
  /** Official games: past draws still awaiting their confirmed result, newest first. */
  awaitingResult: z.array(z.object({ drawNo: z.int(), drawAt: z.string() })),
  /** Official games drawn on some weekdays only (0 Sunday … 6 Saturday); empty for every day. */
  drawDays: z.array(z.int()),
  /** Regional lottery games: their region or country (R-GAMES-45); null for the lobby's own games. */
  region: z.enum(LOTTERY_REGIONS).nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export const lotteryGameListSchema = z.array(lotteryGameSchema);
export type LotteryGameList = z.infer<typeof lotteryGameListSchema>;

export const lotteryNumeroSchema = z.object({
  gameId: z.string(),
  drawNo: z.int(),
  numbers: z.string(),
  drawAt: z.string(),
});
export const lotteryNumeroListSchema = z.array(lotteryNumeroSchema);
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;

/** A regional lottery's menu: its games, group by group in the lottery's order. */
const regionalMenuSchema = <const R extends readonly [string, ...string[]]>(regions: R) =>
  z.array(z.object({ region: z.enum(regions), games: lotteryGameListSchema }));
/** R-API-66: the Vietnamese lottery's games, region by region (north, central, south). */
export const vnGameMenuSchema = regionalMenuSchema(VN_REGIONS);
export type VnGameMenu = z.infer<typeof vnGameMenuSchema>;
/** The sea lottery's games, country by country (singapore, malaysia). */
export const seaGameMenuSchema = regionalMenuSchema(SEA_COUNTRIES);
export type SeaGameMenu = z.infer<typeof seaGameMenuSchema>;
/** R-API-67: one regional game's latest drawn numbers, newest first. */
export const regionalNumerosQuerySchema = z.strictObject({ gameId });
/** R-API-68: the regional lottery's games the member bet on last, most recent first. */
export const regionalRecentGamesSchema = z.array(z.object({ gameId: z.string(), lastPlayedAt: z.string() }));
export type RegionalRecentGames = z.infer<typeof regionalRecentGamesSchema>;

export const lotteryPopularSchema = z.array(
  z.object({ gameId: z.string(), name: z.string(), bets: z.int() }),
);
export type LotteryPopular = z.infer<typeof lotteryPopularSchema>;

export const lotteryPlaceBodySchema = z.strictObject({
  /** Minted by the page: a retried order answers the first. */
  orderId: callerId,
  gameId,
  /** The draw the player saw; a bet on a draw that has closed is refused (BETTING_CLOSED). */
  drawNo: wholeNumber(1, 999_999_999),
  subOrders: z
    .array(
      z.strictObject({
        betType,
        /** Digits ("407"); a lotto ticket's 6 numbers 1..N in any order ("41-3-7-12-25-33"). */
        pick: z
          .string()
          .regex(/^([0-9]{1,4}|[0-9]{1,2}(-[0-9]{1,2}){5})$/u, 'digits, or 6 numbers joined by -'),
        unitCentavos: z.int().min(LOTTERY_LIMITS.minUnitCentavos).max(LOTTERY_LIMITS.maxUnitCentavos),
        multiplier: z.int().min(1).max(LOTTERY_LIMITS.maxMultiplier),
      }),
    )
    .min(1)
    .max(LOTTERY_LIMITS.maxSubOrders),
});
export type LotteryPlaceBody = z.input<typeof lotteryPlaceBodySchema>;

export const lotterySubOrderSchema = z.object({
  id: z.int(),
  betType,
  pick: z.string(),
  unitCentavos: z.int(),
  multiplier: z.int(),
  stakeCentavos: z.int(),
  odds: z.int(),
  status: z.enum(['pending', 'won', 'lost', 'cancelled']),
  payoutCentavos: z.int().nullable(),
  /** Lotto tickets of a drawn draw: how many of the pick's numbers were drawn; null otherwise. */
  matches: z.int().nullable(),
});
export type LotterySubOrder = z.infer<typeof lotterySubOrderSchema>;

export const lotteryOrderSchema = z.object({
  orderId: z.int(),
  clientOrderId: z.string(),
  gameId: z.string(),
  drawNo: z.int(),
  drawAt: z.string(),
  closesAt: z.string(),
  numbers: z.string().nullable(),
  currency,
  totalCentavos: z.int(),
  payoutCentavos: z.int(),
  status: z.enum(['pending', 'settled', 'cancelled']),
  createdAt: z.string(),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;
export const lotteryOrderDetailSchema = lotteryOrderSchema.extend({
  subOrders: z.array(lotterySubOrderSchema),
});
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailSchema>;

export const lotteryPlaceValueSchema = z.object({
  order: lotteryOrderDetailSchema,
  balanceCentavos: z.int(),
});
export type LotteryPlaceValue = z.infer<typeof lotteryPlaceValueSchema>;

export const lotteryOrdersQuerySchema = z.strictObject({
  startDate: day.optional(),
  endDate: day.optional(),
  status: z.enum(['all', 'pending', 'settled', 'cancelled']).default('all'),
  pageNum: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 100).default(20),
});
export const lotteryOrderPageSchema = z.object({
  list: z.array(lotteryOrderSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type LotteryOrderPage = z.infer<typeof lotteryOrderPageSchema>;

export const lotteryOrderDetailQuerySchema = z.strictObject({ orderId: wholeNumber(1, 999_999_999) });

export const lotteryCancelBodySchema = z.strictObject({
  subOrderIds: z.array(z.int().min(1)).min(1).max(LOTTERY_LIMITS.maxSubOrders),
});
export const lotteryCancelValueSchema = z.object({
  cancelled: z.array(z.int()),
  refundedCentavos: z.int(),
  balanceCentavos: z.int(),
});
export type LotteryCancelValue = z.infer<typeof lotteryCancelValueSchema>;

export const lotteryVerifyQuerySchema = z.strictObject({ gameId, drawNo: wholeNumber(1, 999_999_999) });
export const lotteryVerifySchema = z.object({
  gameId: z.string(),
  digits: z.int(),
  drawNo: z.int(),
  commitment: z.string(),
  serverSeed: z.string(),
  numbers: z.string(),
  drawAt: z.string(),
});
export type LotteryVerify = z.infer<typeof lotteryVerifySchema>;
export const lotteryGamesQuerySchema = z.strictObject({ language: text(10).optional() });
