import { centavosToPesos, type MemberWallet } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listTransferWallets } from './transfer-repository.js';
import { vendorBalance } from './vendor-api.js';

/**
 * The member's transfer wallets for the wallet list (R-API-83, R-WALLET-18), each balance asked of
 * its vendor at once; one that does not answer in time shows as unknown (null), never as 0.
 */
export async function listVendorWallets(db: DbOrTx, memberId: number): Promise<MemberWallet[]> {
  const wallets = await listTransferWallets(db);
  return Promise.all(
    wallets.map(async (wallet) => ({
      accountTypeName: wallet.accountTypeName || wallet.vendorCode,
      currency: 'PHP' as const,
      balance: await vendorBalance(wallet, String(memberId)).then(centavosToPesos, () => null),
      vendor: wallet.vendorCode,
    })),
  );
}
