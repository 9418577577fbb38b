export const VIP_TABS = ['overview', 'levels', 'host'] as const;
export type VipTab = (typeof VIP_TABS)[number];

/** The tab named by query `tab` (R-VIP-01); anything else opens the Overview. */
export function vipTabOf(query: string | null): VipTab {
  return (VIP_TABS as readonly string[]).includes(query ?? '') ? (query as VipTab) : 'overview';
}

const PESOS = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 });

/** Pesos as the VIP pages show them: grouped, at most two decimals, no trailing zeros. */
export const formatPesos = (amount: number) => `₱${PESOS.format(amount)}`;
