import { centavosOfPesos } from '@app/contracts';
import type { MessageKey } from '../../../i18n';

export interface AmountLimits {
  min: number;
  max: number;
  /** What there is to take from (the withdrawable balance), when less than `max`. */
  available?: number;
}

/**
 * Why a typed amount cannot be sent (R-WALLET-17): not a positive number with at most two
 * decimals, outside the method's limits, or above what is available; null when it can.
 */
export function amountProblem(text: string, limits: AmountLimits): MessageKey | null {
  const trimmed = text.trim();
  if (!trimmed) return 'cashier_amount_required';
  const centavos = /^\d+(\.\d{1,2})?$/u.test(trimmed) ? centavosOfPesos(Number(trimmed)) : null;
  if (centavos === null) return 'cashier_amount_format';
  if (limits.available !== undefined && centavos > Math.round(limits.available * 100))
    return 'cashier_amount_above_available';
  if (centavos < Math.round(limits.min * 100) || centavos > Math.round(limits.max * 100))
    return 'cashier_amount_range';
  return null;
}

/** A fresh key for one money request: the retry of a lost answer sends the same one. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
