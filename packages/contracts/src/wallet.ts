import { z } from 'zod';
import { code, text, wholeNumber } from './fields.js';
import { CLIENT_SEED_PATTERN } from './slots/fair.js';
import { CURRENCIES, TX_CODES, WALLET_POLICY } from './wallet-constants.js';

/** A calendar day, YYYY-MM-DD, read in Philippine time by the server. */
const day = z.iso.date();
const currency = z.enum(CURRENCIES);
/** An id minted by the caller to make a call idempotent: letters, digits, - and _ (a UUID fits). */
const callerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u, 'an id of letters, digits, - and _');

// ─── Member wallet (R-WALLET-01…04, R-API-83, R-API-84) ──────────────────────

export const walletsQuerySchema = z.strictObject({ merchantCode: text(32).optional() });
export const memberWalletSchema = z.object({
  accountTypeName: z.string(),
  currency,
  /**
   * Pesos with 2 decimals (the API speaks pesos; the ledger keeps centavos). A vendor's transfer
   * wallet is asked of the vendor: null when it did not answer in time.
   */
  balance: z.number().nullable(),
  /** The vendor of a transfer wallet (R-WALLET-18): what a transfer's `from` or `to` names. */
  vendor: z.string().optional(),
});
export const walletsValueSchema = z.object({
  currency,
  sumBalance: z.number(),
  wallets: z.array(memberWalletSchema),
});
export type WalletsValue = z.infer<typeof walletsValueSchema>;
export type MemberWallet = z.infer<typeof memberWalletSchema>;

// ─── Transfer wallets (R-WALLET-18, R-API-85: GCS_walletTransfer) ─────────────

/** `MAIN` or a transfer vendor's code; one side of a transfer is always the main wallet. */
const walletName = z.string().regex(/^[A-Za-z0-9_]{1,32}$/u, 'MAIN or a vendor code');
export const walletTransferBodySchema = z
  .strictObject({
    from: walletName,
    to: walletName,
    /** Pesos, at most two decimals. */
    amount: z.number().positive().max(10_000_000),
    /** The client's key: a double tap or a retry makes one transfer. */
    requestId: callerId.min(8),
  })
  .refine((b) => (b.from === 'MAIN') !== (b.to === 'MAIN'), {
    path: ['to'],
    message: 'one side is MAIN, the other a vendor',
  });
export const walletTransferValueSchema = z.object({
  transferId: z.string(),
  /** done: moved; pending: the vendor has not confirmed yet, the order is checked again until it has. */
  status: z.enum(['done', 'pending']),
  vendor: z.string(),
  direction: z.enum(['in', 'out']),
  amount: z.number(),
  /** Both balances after the transfer, in pesos; the vendor's null when it did not answer. */
  mainBalance: z.number(),
  vendorBalance: z.number().nullable(),
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;
export const merchantWalletSchema = z.object({
  merchantCode: z.string(),
  currency,
  depositMin: z.number(),
  depositMax: z.number(),
  withdrawMin: z.number(),
  withdrawMax: z.number(),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** Pushed over the websocket to every open page of the member after each movement. */
export const balanceEventSchema = z.object({
  type: z.literal('balance'),
  currency,
  sumBalance: z.number(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

// ─── Funds summary (R-WALLET-20, R-API-42) ───────────────────────────────────

const dateRange = {
  startDate: day.optional(),
  endDate: day.optional(),
};
export const fundsQuerySchema = z.strictObject(dateRange);
export const fundsValueSchema = z.object({
  currency,
  balance: z.number(),
  totalDeposits: z.number(),
  totalWithdrawals: z.number(),
  pendingDeposits: z.number(),
  pendingWithdrawals: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});
export type FundsValue = z.infer<typeof fundsValueSchema>;

// ─── Transaction records (R-WALLET-19, R-API-86, R-API-87) ───────────────────

const paging = {
  pageNum: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 100).default(WALLET_POLICY.recordsPageSize),
};
export const memberTransactionQuerySchema = z.strictObject({
  ...dateRange,
  txCode: z.union([z.enum(TX_CODES), z.literal('ALL'), z.literal('')]).optional(),
  ...paging,
});
export const memberTransactionSchema = z.object({
  id: z.string(),
  txCode: z.enum(TX_CODES),
  /** Signed pesos: positive when money came into the member's wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  currency,
  createdAt: z.string(),
  /** The game round the movement belongs to, if any. */
  roundId: z.string().nullable(),
  gameName: z.string().nullable(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;
export const memberTransactionPageSchema = z.object({
  list: z.array(memberTransactionSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type MemberTransactionPage = z.infer<typeof memberTransactionPageSchema>;
export const txCodeListQuerySchema = z.strictObject({ language: text(10).optional() });
export const txCodeListSchema = z.array(z.object({ code: z.enum(TX_CODES), name: z.string() }));
export type TxCodeList = z.infer<typeof txCodeListSchema>;

// ─── Game records (R-GAMES-48, R-API-73: GCS_gameRecord) ─────────────────────

export const gameRecordQuerySchema = z.strictObject({
  vendor: z.union([code, z.literal('')]).optional(),
  ...dateRange,
  ...paging,
  language: text(10).optional(),
});
export const gameRecordSchema = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameName: z.string(),
  nodeId: z.int(),
  currency,
  bet: z.number(),
  validBet: z.number(),
  win: z.number(),
  /** win − bet, in pesos. */
  winLoss: z.number(),
  createdAt: z.string(),
  /** Null while the round is open. */
  settledAt: z.string().nullable(),
  /** True for in-house rounds, which the provably-fair page can recompute. */
  verifiable: z.boolean(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;
export const gameRecordPageSchema = z.object({
  list: z.array(gameRecordSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  total: z.int(),
});
export type GameRecordPage = z.infer<typeof gameRecordPageSchema>;

// ─── In-house slots (HOUSE vendor; H-3 provably fair) ────────────────────────

const launchToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/u, 'a launch token');
export const clientSeedSchema = z
  .string()
  .regex(CLIENT_SEED_PATTERN, '1 to 64 printable characters without spaces');

export const houseSessionBodySchema = z.strictObject({ token: launchToken });
export const fairnessStateSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin will use. */
  nonce: z.int(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;
export const houseSessionValueSchema = z.object({
  gameCode: z.string(),
  nodeId: z.int(),
  userName: z.string(),
  currency,
  balanceCentavos: z.int(),
  fairness: fairnessStateSchema,
});
export type HouseSessionValue = z.infer<typeof houseSessionValueSchema>;

export const houseSpinBodySchema = z.strictObject({
  token: launchToken,
  /** Minted by the game page; a retried spin with the same id returns the first result. */
  spinId: callerId,
  lineBetCentavos: z.int().positive().max(100_000_000),
});
const lineWinSchema = z.object({
  line: z.int(),
  symbol: z.string(),
  count: z.int(),
  payCentavos: z.int(),
});
export const houseSpinValueSchema = z.object({
  spinId: z.string(),
  roundId: z.string(),
  nonce: z.int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  stops: z.array(z.int()),
  window: z.array(z.array(z.string())),
  lineWins: z.array(lineWinSchema),
  scatterCount: z.int(),
  scatterPayCentavos: z.int(),
  lineBetCentavos: z.int(),
  betCentavos: z.int(),
  winCentavos: z.int(),
  balanceCentavos: z.int(),
});
export type HouseSpinValue = z.infer<typeof houseSpinValueSchema>;

export const fairnessValueSchema = z.object({
  active: fairnessStateSchema,
  /** Earlier seeds, newest first, each revealed when the player rotated it. */
  revealed: z.array(
    z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** Spins played with this seed used nonces 0 … nextNonce − 1. */
      nextNonce: z.int(),
      revealedAt: z.string(),
    }),
  ),
});
export type FairnessValue = z.infer<typeof fairnessValueSchema>;
export const rotateSeedBodySchema = z.strictObject({ clientSeed: clientSeedSchema });

export const houseRoundQuerySchema = z.strictObject({ roundId: callerId });
/** One in-house spin with everything needed to recompute it in the browser. */
export const houseRoundSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  nonce: z.int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Null until the player rotates the seed the spin used. */
  serverSeed: z.string().nullable(),
  stops: z.array(z.int()),
  lineBetCentavos: z.int(),
  betCentavos: z.int(),
  winCentavos: z.int(),
  currency,
  playedAt: z.string(),
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

// ─── Seamless-wallet protocol, vendor → us (S-22) ────────────────────────────

const playerId = z.string().regex(/^\d{1,18}$/u, 'a player id');
const amount = z.int().min(0).max(1_000_000_000_000);
export const seamlessBodySchemas = {
  authenticate: z.strictObject({ token: launchToken }),
  balance: z.strictObject({ playerId }),
  bet: z.strictObject({
    playerId,
    token: launchToken,
    transactionId: callerId,
    roundId: callerId,
    gameId: text(64),
    /** Centavos, more than zero. */
    amount: amount.refine((value) => value > 0, 'more than zero'),
  }),
  win: z.strictObject({
    playerId,
    transactionId: callerId,
    roundId: callerId,
    gameId: text(64),
    /** Centavos; zero closes a losing round. */
    amount,
  }),
  rollback: z.strictObject({
    playerId,
    transactionId: callerId,
    /** The vendor's id of the bet or win being undone. */
    referenceTransactionId: callerId,
    roundId: callerId,
  }),
} as const;
/** The vendor code in the path of a seamless call. */
export const seamlessParamsSchema = z.strictObject({ vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/u) });
export const seamlessAuthenticateBodySchema = seamlessBodySchemas.authenticate;
export const seamlessBalanceBodySchema = seamlessBodySchemas.balance;
export const seamlessBetBodySchema = seamlessBodySchemas.bet;
export const seamlessWinBodySchema = seamlessBodySchemas.win;
export const seamlessRollbackBodySchema = seamlessBodySchemas.rollback;
/** The member's wallets, or the public merchant wallet when the call names a merchant (R-API-84). */
export const walletsOrMerchantSchema = z.union([walletsValueSchema, merchantWalletSchema]);
export type SeamlessBodies = {
  [K in keyof typeof seamlessBodySchemas]: z.infer<(typeof seamlessBodySchemas)[K]>;
};
export const seamlessValueSchema = z.object({
  playerId: z.string(),
  userName: z.string().optional(),
  currency,
  /** Centavos after the call (for a replay: as answered the first time). */
  balance: z.int(),
  /** Our id of the transfer, when the call moved money. */
  transferId: z.string().nullable().optional(),
});
export type SeamlessValue = z.infer<typeof seamlessValueSchema>;
