import { z } from 'zod';
import { CRASH_RULES, crashPayoutCentavos } from './crash/rules.js';
import { wholeNumber } from './fields.js';
import { CURRENCIES } from './wallet-constants.js';

// ─── In-house Crash (HOUSE vendor; bustabit's provably fair hash chain) ──────

const launchToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/u, 'a launch token');
const callerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'an id of letters, digits, - and _');
const roundId = wholeNumber(1, 999_999_999);

export const crashRoundViewSchema = z.object({
  roundId: z.int(),
  phase: z.enum(['betting', 'running', 'crashed']),
  bettingEndsAt: z.string(),
  /** When the multiplier started rising (the end of betting); null while betting. */
  startedAt: z.string().nullable(),
  /** Revealed only once the round has crashed, with its hash. */
  crashPointCents: z.int().nullable(),
  hash: z.string().nullable(),
});
export type CrashRoundView = z.infer<typeof crashRoundViewSchema>;

export const crashBetViewSchema = z.object({
  /** The bet's number, so a page can update the row it already shows. */
  id: z.int(),
  roundId: z.int(),
  /** The player's name, masked (ju***8): others see the bets, never who exactly placed them. */
  player: z.string(),
  amountCentavos: z.int(),
  /** Trial players bet demo credit in the same rounds, so each bet says what it was made in. */
  currency: z.enum(CURRENCIES),
  autoCashoutCents: z.int().nullable(),
  status: z.enum(['open', 'cashed', 'lost']),
  cashoutCents: z.int().nullable(),
  payoutCentavos: z.int().nullable(),
});
export type CrashBetView = z.infer<typeof crashBetViewSchema>;

/**
 * How many bets the live list carries: the round's largest stakes, about what a phone's panel shows.
 * Every page hears the list a few times a second, so it is capped, whatever the number of players;
 * the totals count them all, and the whole list is one GET away (`crashBets`).
 */
export const CRASH_BOARD_TOP = 20;
/** The most bets the whole list gives, largest stakes first. */
export const CRASH_BET_LIST_MAX = 1_000;

/** A round's bets in one currency (trial players bet demo credit in the same rounds). */
export const crashBetTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  players: z.int(),
  stakedCentavos: z.int(),
  /** Bets cashed out, by hand or automatically, and what they were paid. */
  cashedOut: z.int(),
  paidCentavos: z.int(),
});
export type CrashBetTotals = z.infer<typeof crashBetTotalsSchema>;

/**
 * A bet on the live list, compact because every page hears it: id, masked player, stake, currency,
 * automatic cash-out target, status, cash-out multiplier (`crashBoardBet` makes a CrashBetView of it).
 */
export const crashBoardRowSchema = z.tuple([
  z.int(),
  z.string(),
  z.int(),
  z.enum(CURRENCIES),
  z.int().nullable(),
  z.enum(['open', 'cashed', 'lost']),
  z.int().nullable(),
]);
export type CrashBoardRow = z.infer<typeof crashBoardRowSchema>;

/** The live list of a round: its totals and its largest stakes (at most CRASH_BOARD_TOP), largest first. */
export const crashBoardSchema = z.object({
  roundId: z.int(),
  totals: z.array(crashBetTotalsSchema),
  top: z.array(crashBoardRowSchema),
});
export type CrashBoard = z.infer<typeof crashBoardSchema>;

export const crashStateSchema = z.object({
  /** The server's clock, so the page draws the curve from the round's start on the server's time. */
  serverNow: z.string(),
  round: crashRoundViewSchema.nullable(),
  /** The live list of the round, as the socket brings it. */
  board: crashBoardSchema.nullable(),
  /** The latest crashed rounds, newest first. */
  history: z.array(z.object({ roundId: z.int(), crashPointCents: z.int() })),
});
export type CrashState = z.infer<typeof crashStateSchema>;

export const crashSessionBodySchema = z.strictObject({ token: launchToken });
export const crashSessionValueSchema = z.object({
  userName: z.string(),
  currency: z.enum(CURRENCIES),
  balanceCentavos: z.int(),
  state: crashStateSchema,
  /** The player's own bet in the current round, if any. */
  myBet: crashBetViewSchema.nullable(),
});
export type CrashSessionValue = z.infer<typeof crashSessionValueSchema>;

export const crashBetBodySchema = z.strictObject({
  token: launchToken,
  /** Minted by the page: a retried bet with the same id answers the first bet. */
  betId: callerId,
  amountCentavos: z.int().min(CRASH_RULES.minBetCentavos).max(CRASH_RULES.maxBetCentavos),
  autoCashoutCents: z
    .int()
    .min(CRASH_RULES.minAutoCashoutCents)
    .max(CRASH_RULES.maxMultiplierCents)
    .nullable()
    .optional(),
});
export const crashCashoutBodySchema = z.strictObject({ token: launchToken, roundId });
export const crashBetValueSchema = z.object({ bet: crashBetViewSchema, balanceCentavos: z.int() });
export type CrashBetValue = z.infer<typeof crashBetValueSchema>;

export const crashBetsQuerySchema = z.strictObject({ roundId });
/** Every bet of a round (at most CRASH_BET_LIST_MAX, largest stakes first), for a player who opens the list. */
export const crashBetListSchema = z.object({
  roundId: z.int(),
  totals: z.array(crashBetTotalsSchema),
  bets: z.array(crashBetViewSchema),
});
export type CrashBetList = z.infer<typeof crashBetListSchema>;

export const crashVerifyQuerySchema = z.strictObject({ roundId });
/** Everything the verify page needs to recompute a crashed round in the browser. */
export const crashVerifySchema = z.object({
  roundId: z.int(),
  chainIndex: z.int(),
  hash: z.string(),
  /** The hash of the round before in the chain (the terminating hash for the chain's first round). */
  previousHash: z.string(),
  /** The next round's hash once that round has crashed: SHA-256 of it must be this round's hash. */
  nextHash: z.string().nullable(),
  terminatingHash: z.string(),
  salt: z.string(),
  crashPointCents: z.int(),
  houseEdgeBp: z.int(),
  maxMultiplierCents: z.int(),
  crashedAt: z.string(),
});
export type CrashVerify = z.infer<typeof crashVerifySchema>;

/** What the page hears on /wps/ws after subscribing to the `crash` topic. */
export type CrashEvent =
  | { type: 'crash_round'; round: CrashRoundView; serverNow: string }
  | { type: 'crash_board'; board: CrashBoard };

/** A live-list row as the page shows bets; a cash-out's payout is the published rule's. */
export function crashBoardBet(roundId: number, row: CrashBoardRow): CrashBetView {
  const [id, player, amountCentavos, currency, autoCashoutCents, status, cashoutCents] = row;
  return {
    id,
    roundId,
    player,
    amountCentavos,
    currency,
    autoCashoutCents,
    status,
    cashoutCents,
    payoutCentavos:
      status === 'cashed'
        ? crashPayoutCentavos(amountCentavos, cashoutCents ?? 100)
        : status === 'lost'
          ? 0
          : null,
  };
}
