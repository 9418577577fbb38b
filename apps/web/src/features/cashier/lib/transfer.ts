import { centavosOfPesos, type MemberWallet, TRANSFER_WALLET } from '@app/contracts';
import type { MessageKey } from '../../../i18n';

export type TransferDirection = 'in' | 'out';

/** A vendor's transfer wallet from the wallet list (R-WALLET-18): those that name a vendor. */
export const vendorWalletsOf = (wallets: readonly MemberWallet[]) =>
  wallets.filter((wallet): wallet is MemberWallet & { vendor: string } => wallet.vendor !== undefined);

/** The call's `from` and `to`: one side is always the main wallet. */
export function transferEnds(vendor: string, direction: TransferDirection) {
  return direction === 'in'
    ? { from: TRANSFER_WALLET.mainWallet, to: vendor }
    : { from: vendor, to: TRANSFER_WALLET.mainWallet };
}

/** What the source wallet holds, in pesos: all a transfer may take ("all in" / "all out"). */
export function sourceBalance(
  direction: TransferDirection,
  balances: { main: number; vendor: number | null },
): number | null {
  return direction === 'in' ? balances.main : balances.vendor;
}

/**
 * Why a typed amount cannot be moved (R-WALLET-17): not a positive amount with at most two
 * decimals, or above what the source wallet holds (when known); null when it can.
 */
export function transferProblem(text: string, available: number | null): MessageKey | null {
  const trimmed = text.trim();
  if (!trimmed) return 'cashier_amount_required';
  const centavos = /^\d+(\.\d{1,2})?$/u.test(trimmed) ? centavosOfPesos(Number(trimmed)) : null;
  if (centavos === null) return 'cashier_amount_format';
  if (available !== null && centavos > Math.round(available * 100)) return 'gw_amount_above';
  return null;
}
