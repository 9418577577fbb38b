import { z } from 'zod';
import { DEPOSIT_STATUSES, GATEWAY_CODES, GATEWAY_METHODS } from './cashier-rules.js';
import { text, wholeNumber } from './fields.js';
import { WALLET_POLICY } from './wallet-constants.js';

const day = z.iso.date();

// ─── Deposit methods (R-WALLET-07, R-API-88: MCS2_depositBanksByVendor) ──────

export const depositMethodSchema = z.object({
  /** What the deposit call names: a gateway method, or `manual` for a bank transfer. */
  method: z.union([z.enum(GATEWAY_METHODS), z.literal('manual')]),
  /** Pesos. */
  minAmount: z.number(),
  maxAmount: z.number(),
});
export const depositVendorSchema = z.object({
  /** The payment vendor the methods go through (`PAYMONGO`), or `BANK` for manual transfers. */
  vendor: z.string(),
  methods: z.array(depositMethodSchema),
});
export const depositBanksByVendorValueSchema = z.array(depositVendorSchema);
export type DepositVendor = z.infer<typeof depositVendorSchema>;

// ─── A gateway deposit (R-WALLET-10, R-API-93: MCS2_depositPaymentGateway) ────

export const depositGatewayBodySchema = z.strictObject({
  /** Pesos, at most two decimals (R-WALLET-17); checked again against the method's limits. */
  amount: z.number(),
  method: z.enum(GATEWAY_METHODS),
  gatewayCode: z.union([z.literal(GATEWAY_CODES.WEB), z.literal(GATEWAY_CODES.MOBILE)]),
  /** The client's key for this deposit: a double tap or a retry makes one order. */
  requestId: text(64).regex(/^[A-Za-z0-9_-]{8,64}$/u),
});
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
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;
export const depositReportQuerySchema = z.strictObject({
  startDate: day.optional(),
  endDate: day.optional(),
  pageNum: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 100).default(WALLET_POLICY.recordsPageSize),
});
export const depositReportValueSchema = z.object({
  list: z.array(depositOrderSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  total: z.int(),
});

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
export const webhookValueSchema = z.object({ received: z.boolean() });
