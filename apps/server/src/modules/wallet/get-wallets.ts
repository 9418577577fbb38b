import { centavosToPesos, type MemberWallet, type WalletsValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { memberBalances } from './ledger-repository.js';
import { findPlayer } from './player-repository.js';

/** The member's transfer wallets at the vendors', from the module that speaks to them (app.ts gives it). */
export type VendorWalletsOf = (memberId: number) => Promise<MemberWallet[]>;

/**
 * The member's wallets and `sumBalance` (R-API-83): the main wallet from the ledger, in the member's
 * own currency, then a real member's transfer wallets as their vendors report them. `sumBalance` is
 * the main wallet alone: what the ledger holds and the live balance events carry, and what every
 * seamless game plays with; money at a transfer vendor is there until it is moved back.
 */
export async function getWallets(
  db: DbOrTx,
  memberId: number,
  vendorWallets?: VendorWalletsOf,
): Promise<WalletsValue> {
  const player = await findPlayer(db, memberId);
  if (!player) throw new AppError('SESSION_EXPIRED');
  const balance =
    (await memberBalances(db, memberId)).find((b) => b.currency === player.currency)?.balance ?? 0;
  const pesos = centavosToPesos(balance);
  return {
    currency: player.currency,
    sumBalance: pesos,
    wallets: [
      { accountTypeName: 'MAIN', currency: player.currency, balance: pesos },
      ...(player.currency === 'PHP' && vendorWallets ? await vendorWallets(memberId) : []),
    ],
  };
}
