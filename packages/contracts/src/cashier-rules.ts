/**
 * How money enters through a payment gateway (R-WALLET-10, R-CONST-17). The methods are PayMongo's
 * payment method types that Philippine players use; a gateway adapter maps them to its own.
 */
export const GATEWAY_METHODS = ['qrph', 'gcash', 'paymaya', 'card'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

/** The gateway code a deposit carries (R-CONST-17): the web site, or this mobile site. */
export const GATEWAY_CODES = { WEB: 1, MOBILE: 3 } as const;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
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
