const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Pesos (or demo credit) with 2 decimals and thousands separators: 1234.5 → "1,234.50". */
export function formatAmount(amount: number): string {
  return TWO_DECIMALS.format(amount);
}

/** Whole centavos as an amount: 123450 → "1,234.50". */
export function formatCentavos(centavos: number): string {
  return formatAmount(centavos / 100);
}

/** A signed amount with its sign always shown, as records list money in and out. */
export function formatSigned(amount: number): string {
  return amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);
}

/**
 * Money as a Philippine player reads it: ₱ before pesos. Any other currency (the trial's demo credit)
 * keeps its code after the number, so demo credit never looks like pesos.
 */
export function formatMoney(amount: number, currency = 'PHP'): string {
  if (currency !== 'PHP') return `${formatAmount(amount)} ${currency}`;
  return amount < 0 ? `-₱${formatAmount(-amount)}` : `₱${formatAmount(amount)}`;
}

/** Whole centavos as money: 123450 → "₱1,234.50". */
export function formatMoneyCentavos(centavos: number, currency = 'PHP'): string {
  return formatMoney(centavos / 100, currency);
}

/** A balance: ₱ and the currency code beside it (R-WALLET-01); demo credit shows its code alone. */
export function formatBalance(amount: number, currency: string): string {
  return currency === 'PHP' ? `${formatMoney(amount)} PHP` : formatMoney(amount, currency);
}

/** Money with its sign always shown: "+₱12.50", "-₱3.00". */
export function formatSignedMoney(amount: number, currency = 'PHP'): string {
  return amount > 0 ? `+${formatMoney(amount, currency)}` : formatMoney(amount, currency);
}

export const HIDDEN_BALANCE = '***';

export interface BalanceView {
  sumBalance: number | undefined;
  currency: string | undefined;
  hidden: boolean;
  refreshing: boolean;
  guest: boolean;
}

/**
 * What the balance widget shows (R-WALLET-01, R-WALLET-02): `***` for a guest, while the player keeps
 * it hidden, while a refresh is in flight and before the first answer; otherwise 2 decimals and the
 * currency code, with ₱ before pesos.
 */
export function balanceText(view: BalanceView): string {
  if (view.guest || view.hidden || view.refreshing || view.sumBalance === undefined) return HIDDEN_BALANCE;
  return view.currency ? formatBalance(view.sumBalance, view.currency) : formatAmount(view.sumBalance);
}
