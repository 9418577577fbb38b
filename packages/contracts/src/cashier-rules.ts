/**
 * How money enters through a payment gateway (R-WALLET-10, R-CONST-17). The methods are PayMongo's
 * payment method types that Philippine players use; a gateway adapter maps them to its own.
 */
export const PAYMENT_GATEWAY_METHODS = ['qrph', 'gcash', 'paymaya', 'card'] as const;
/**
 * The wallets of China, each with its own deposit call (R-API-91 `DepositAlipay`, R-API-92
 * `DepositQQ`, R-API-94 `depositWechat`), offered only when a configured gateway declares them.
 */
export const WALLET_DEPOSIT_METHODS = ['alipay', 'qq', 'wechat'] as const;
export type WalletDepositMethod = (typeof WALLET_DEPOSIT_METHODS)[number];
/** Every method a gateway may offer. */
export const GATEWAY_METHODS = [...PAYMENT_GATEWAY_METHODS, ...WALLET_DEPOSIT_METHODS] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** The gateway code a deposit carries (R-CONST-17): the web site, or this mobile site. */
export const GATEWAY_CODES = { WEB: 1, MOBILE: 3 } as const;

/** `rejected`: a manual transfer the operator did not find; the reason comes with it. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * An amount in pesos as a player types it (R-WALLET-17): positive, at most two decimals. Returns
 * the centavos, or null when it is not such an amount. The same rule runs in the browser and on
 * the server.
 */
export function centavosOfPesos(pesos: number): number | null {
  if (!Number.isFinite(pesos) || pesos <= 0) return null;
  const centavos = Math.round(pesos * 100);
  if (Math.abs(centavos - pesos * 100) > 1e-6 || !Number.isSafeInteger(centavos)) return null;
  return centavos;
}

/**
 * A withdrawal: `pending` until the operator pays it out (`paid`, with the payout reference) or
 * refuses it (`rejected`, with the reason); the player may cancel it (`cancelled`) while it is
 * pending. Rejected and cancelled return the held amount to the player.
 */
export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** A member keeps at most this many payout accounts (R-API-39). */
export const MAX_BANK_CARDS = 5;

/**
 * Where withdrawals can be paid (R-API-99): the e-wallets and banks Philippine players use, with
 * the shape of their account numbers. An e-wallet account is the mobile number it is registered to.
 */
export const WITHDRAW_BANKS = [
  { code: 'GCASH', name: 'GCash', kind: 'ewallet', pattern: '^09\\d{9}$' },
  { code: 'MAYA', name: 'Maya', kind: 'ewallet', pattern: '^09\\d{9}$' },
  { code: 'BDO', name: 'BDO Unibank', kind: 'bank', pattern: '^\\d{10,12}$' },
  { code: 'BPI', name: 'Bank of the Philippine Islands', kind: 'bank', pattern: '^\\d{10}$' },
  { code: 'MBTC', name: 'Metrobank', kind: 'bank', pattern: '^\\d{13}$' },
  { code: 'LBP', name: 'Landbank', kind: 'bank', pattern: '^\\d{10}$' },
  { code: 'PNB', name: 'Philippine National Bank', kind: 'bank', pattern: '^\\d{12}$' },
  { code: 'UBP', name: 'UnionBank', kind: 'bank', pattern: '^\\d{12}$' },
  { code: 'SECB', name: 'Security Bank', kind: 'bank', pattern: '^\\d{13}$' },
  { code: 'RCBC', name: 'RCBC', kind: 'bank', pattern: '^\\d{10}$' },
  { code: 'CHIB', name: 'China Bank', kind: 'bank', pattern: '^\\d{10,12}$' },
] as const;
export type WithdrawBankCode = (typeof WITHDRAW_BANKS)[number]['code'];

/** Why an account number does not fit its bank, or null when it does (browser and server alike). */
export function accountNumberProblem(bankCode: string, accountNumber: string): 'bank' | 'number' | null {
  const bank = WITHDRAW_BANKS.find((b) => b.code === bankCode);
  if (!bank) return 'bank';
  return new RegExp(bank.pattern, 'u').test(accountNumber) ? null : 'number';
}

/** An account number as every answer and log line shows it: only its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

/** A payee name compared as a bank compares it: case, extra spaces and dots aside. */
export function samePayee(a: string, b: string): boolean {
  const norm = (name: string) =>
    name
      .normalize('NFKC')
      .replace(/[.\s]+/gu, ' ')
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
}
