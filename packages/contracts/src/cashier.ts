import { z } from 'zod';
import {
  DEPOSIT_STATUSES,
  GATEWAY_CODES,
  GATEWAY_METHODS,
  MAX_BANK_CARDS,
  PAYMENT_GATEWAY_METHODS,
  WITHDRAW_BANKS,
  WITHDRAW_STATUSES,
} from './cashier-rules.js';
import { memberBonusSchema } from './deposit-bonus.js';
import { text, wholeNumber } from './fields.js';
import { WALLET_POLICY } from './wallet-constants.js';

const day = z.iso.date();
/** The client's key for one money request: a double tap or a retry makes one order. */
const requestId = text(64).regex(/^[A-Za-z0-9_-]{8,64}$/u);
const recordsQuery = z.strictObject({
  startDate: day.optional(),
  endDate: day.optional(),
  pageNum: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 100).default(WALLET_POLICY.recordsPageSize),
});
const recordsPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.int(), totalPages: z.int(), total: z.int() });

// ─── Deposit methods (R-WALLET-07, R-API-88: MCS2_depositBanksByVendor) ──────

export const depositMethodSchema = z.object({
  /** What the deposit call names: a gateway method, or `manual` for a bank transfer. */
  method: z.union([z.enum(GATEWAY_METHODS), z.literal('manual')]),
  /** Pesos. */
  minAmount: z.number(),
  maxAmount: z.number(),
});
/** The operator's account a manual transfer is sent to (R-WALLET-09). */
export const receivingAccountSchema = z.object({
  bank: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;
export const depositVendorSchema = z.object({
  /** The payment vendor the methods go through (`PAYMONGO`), or `BANK` for manual transfers. */
  vendor: z.string(),
  methods: z.array(depositMethodSchema),
  /** For `BANK`: where the player sends the money. */
  account: receivingAccountSchema.optional(),
});
export const depositBanksByVendorValueSchema = z.array(depositVendorSchema);
export type DepositVendor = z.infer<typeof depositVendorSchema>;

// ─── A gateway deposit (R-WALLET-10, R-API-93: MCS2_depositPaymentGateway) ────

export const depositGatewayBodySchema = z.strictObject({
  /** Pesos, at most two decimals (R-WALLET-17); checked again against the method's limits. */
  amount: z.number(),
  method: z.enum(PAYMENT_GATEWAY_METHODS),
  gatewayCode: z.union([z.literal(GATEWAY_CODES.WEB), z.literal(GATEWAY_CODES.MOBILE)]),
  requestId,
});
/** `DepositAlipay`, `DepositQQ`, `depositWechat` (R-API-91, 92, 94): the call names the method. */
export const depositWalletBodySchema = depositGatewayBodySchema.omit({ method: true });
export const depositGatewayValueSchema = z.object({
  orderId: z.string(),
  /** The gateway's hosted page, where the player pays. */
  redirectUrl: z.string(),
});

// ─── One deposit and the records (R-API-96: MCS2_depositTransactioNReport) ────

export const depositOrderParamsSchema = z.strictObject({ orderId: text(32).regex(/^\d{1,18}$/u) });
export const depositOrderSchema = z.object({
  orderId: z.string(),
  method: z.string(),
  /** Pesos asked for. */
  amount: z.number(),
  /** Pesos credited: what the gateway said was paid, once paid. */
  paidAmount: z.number().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The player's bank transfer reference, for a manual deposit. */
  transferRef: z.string().nullable(),
  /** Why the operator rejected it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
export const depositReportQuerySchema = recordsQuery;
export const depositReportValueSchema = recordsPage(depositOrderSchema);

// ─── A manual bank transfer (R-WALLET-09, R-API-90: MCS2_depositManualTransfer) ─

export const depositManualBodySchema = z.strictObject({
  /** Pesos, at most two decimals (R-WALLET-17). */
  amount: z.number(),
  /** The name on the account the money comes from, so the operator can match the transfer. */
  depositorName: text(50).min(2),
  /** The bank's or e-wallet's reference of the transfer. */
  transferRef: text(40).regex(/^[A-Za-z0-9-]{4,40}$/u),
  requestId,
});
export const depositManualValueSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  account: receivingAccountSchema,
});

// ─── Payout accounts (R-API-39, R-API-98, R-API-99) ───────────────────────────

export const withdrawBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['bank', 'ewallet']),
  /** The account number's shape, as a regular expression. */
  pattern: z.string(),
});
export const withdrawBanksValueSchema = z.array(withdrawBankSchema);
export const bankCardSchema = z.object({
  id: z.int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits are ever sent. */
  accountNumber: z.string(),
  branch: z.string().nullable(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsValueSchema = z.array(bankCardSchema).max(MAX_BANK_CARDS);
const bankCodes = WITHDRAW_BANKS.map((bank) => bank.code) as [string, ...string[]];
export const bankCardBodySchema = z.strictObject({
  bankCode: z.enum(bankCodes),
  accountNumber: text(20).regex(/^\d{10,16}$/u),
  /** Must be the member's payee name; the first card sets it when none is set yet. */
  accountName: text(50).min(2),
  branch: text(60).optional(),
});

// ─── Withdrawals (R-WALLET-12, 15, 17; R-API-97, R-API-100) ──────────────────

export const withdrawInfoValueSchema = z.object({
  currency: z.string(),
  /** Pesos. */
  balance: z.number(),
  /** What may be withdrawn now: the balance once deposits have been wagered, else nothing. */
  withdrawable: z.number(),
  /** Settled bets still needed before the balance can be withdrawn. */
  turnoverNeeded: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Requested and not yet paid or returned. */
  pendingAmount: z.number(),
  /** The running deposit bonus: a withdrawal forfeits what is left of it (`withdrawBody.forfeitBonus`). */
  bonus: memberBonusSchema.nullable(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoValueSchema>;
export const withdrawBodySchema = z.strictObject({
  bankCardId: wholeNumber(1, 2 ** 31 - 1),
  amount: z.number(),
  paymentPassword: text(6).min(1),
  requestId,
  /** The player agreed that the running bonus is forfeited; without it, BONUS_ACTIVE. */
  forfeitBonus: z.boolean().optional(),
});
export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  /** Pesos. */
  amount: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The operator's payout reference once paid, or the reason of a rejection. */
  payoutRef: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalParamsSchema = z.strictObject({ withdrawalId: text(32).regex(/^\d{1,18}$/u) });
export const withdrawReportQuerySchema = recordsQuery;
export const withdrawReportValueSchema = recordsPage(withdrawalSchema);

// ─── The gateway's signed notification (PayMongo webhook event) ──────────────

/** Only what the settlement reads; the rest of PayMongo's event passes through unread. */
export const paymongoEventSchema = z.looseObject({
  data: z.looseObject({
    id: text(64),
    attributes: z.looseObject({
      type: text(64),
      livemode: z.boolean(),
      data: z.looseObject({
        id: text(64),
        attributes: z.looseObject({}),
      }),
    }),
  }),
});
/** Only what the settlement reads of a Stripe event; the rest passes through unread. */
export const stripeEventSchema = z.looseObject({
  id: text(64),
  type: text(64),
  livemode: z.boolean(),
  data: z.looseObject({ object: z.looseObject({ id: text(255) }) }),
});
export const webhookValueSchema = z.object({ received: z.boolean() });
