/** The two currencies of the ledger: real money, and the demo credit of trial accounts (R-API-14). */
export const CURRENCIES = ['PHP', 'DEMO'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Every kind of ledger transfer, which is also its transaction code (GLS2_TxCodeList, R-WALLET-19).
 * The label of each is the i18n key `tx_<code>`.
 */
export const TX_CODES = [
  'bet',
  'win',
  'rollback',
  'trial_credit',
  'deposit',
  'withdraw',
  /** A withdrawal rejected or cancelled: its held amount back to the player. */
  'withdraw_return',
  /** A reward claimed from the reward or receiving centre (sign-in, wheel, leaderboard, activity). */
  'bonus',
  /** A game-category rebate claimed on /m/member/manualRebate. */
  'rebate',
  /** A deposit promotion's bonus, credited as locked bonus money when its deposit is paid. */
  'deposit_bonus',
  /** What was left of a deposit bonus, taken back: given up, expired, or forfeited by a withdrawal. */
  'bonus_forfeit',
  /** Money moved from the main wallet to a vendor's transfer wallet (GCS_walletTransfer). */
  'transfer_out',
  /** Money moved from a vendor's transfer wallet back to the main wallet. */
  'transfer_in',
  /** A transfer to a vendor that the vendor refused: its amount back to the main wallet. */
  'transfer_return',
  'adjust',
  /** A daily salary under an agent contract: out of the agent's wallet, into the downline's (R-AGENT-05). */
  'agent_salary',
  /** A period's dividend under an agent contract, paid by the agent to the downline (R-API-110). */
  'agent_dividend',
] as const;
export type TxCode = (typeof TX_CODES)[number];

export const WALLET_POLICY = {
  /** Demo credit a new trial account starts with, in centavos (R-API-14: 2,000). */
  trialCreditCentavos: 200_000,
  /** The balance refreshes itself this often while logged in (R-WALLET-03). */
  balanceRefreshMs: 60_000,
  /** Records pages default to the last 7 days (R-GAMES-48) and reach back at most this far. */
  recordsDefaultDays: 7,
  recordsMaxDays: 90,
  recordsPageSize: 20,
  /** The merchant's limits per deposit and withdrawal (R-API-84), in centavos. */
  merchantLimitsCentavos: {
    depositMin: 10_000,
    depositMax: 5_000_000,
    withdrawMin: 10_000,
    withdrawMax: 5_000_000,
  },
} as const;

/** The seamless-wallet protocol every vendor, our own HOUSE included, speaks (S-22). */
export const SEAMLESS = {
  /** Path of the vendor calls: POST {prefix}/{vendorCode}/{action}. */
  pathPrefix: '/seamless',
  actions: ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const,
  /** Unix seconds when the vendor signed the call. */
  timestampHeader: 'x-timestamp',
  /** Hex HMAC-SHA256 with the vendor's secret of `${timestamp}.${raw body}`. */
  signatureHeader: 'x-signature',
  /** A call signed further than this from our clock is refused. */
  timestampWindowSeconds: 300,
  /** A launch token lives this long after its last use; bets need a live one, wins and rollbacks do not. */
  tokenIdleSeconds: 300,
} as const;
export type SeamlessAction = (typeof SEAMLESS.actions)[number];

/**
 * The transfer-wallet protocol (R-WALLET-18, R-API-85) for vendors that keep their own wallet: we
 * call them, signed like the seamless wallet (`x-timestamp`, `x-signature` = hex HMAC-SHA256 of
 * `${timestamp}.${raw body}` with the vendor's secret). Each call is POST {apiUrl}/{action} with JSON:
 * `transfer` {transferId, playerId, direction ('in' to the vendor, 'out' from it), amount (centavos),
 * currency} answers {status: 'applied', balance} or {status: 'refused', reason}, the same again for a
 * transferId it has seen; `status` {transferId} answers the same, and for an id never seen
 * `refused` with reason `not_found`, after which that id is refused forever; `balance` {playerId,
 * currency} answers {balance}.
 */
export const TRANSFER_WALLET = {
  actions: ['transfer', 'status', 'balance'] as const,
  /** A transfer call unanswered this long is ambiguous: its order waits for the reconciliation. */
  transferTimeoutMs: 8_000,
  /** A balance shown in the wallet list is given up on after this long (shown as unavailable). */
  balanceTimeoutMs: 2_500,
  /** A pending order is asked about once it is this old, so a call still in flight is not raced. */
  reconcileAfterMs: 30_000,
  /** The main wallet's name in a transfer's `from` and `to`. */
  mainWallet: 'MAIN',
} as const;

/** The in-house vendor runs our own games through the same protocol. */
export const HOUSE_VENDOR = 'HOUSE';

/** How the server closes the live socket, and so whether the page should open it again. */
/** Topics a page may follow on /wps/ws besides its member's own events: `{"type":"subscribe","topic":…}`. */
export const LIVE_TOPICS = ['crash'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LIVE_CLOSE = {
  /** The session is dead (logout, expiry, password change, disabled account): do not come back with it. */
  session: 4401,
  /** The node is stopping: come back, another node (or this one, restarted) will answer. */
  restart: 1012,
} as const;
