/** A rebate as typed ("1.5", "0,25"): a percent from 0 to 100 with at most two decimals, or null. */
export function percentOf(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/u.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

/** A percent as shown: up to two decimals, no trailing zeros, and the % sign. */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;
