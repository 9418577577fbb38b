import { centavosToPesos, type WalletsValue } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { memberBalances } from './ledger-repository.js';
import { findPlayer } from './player-repository.js';

/** The member's wallets and `sumBalance`, from the ledger (R-API-83); only the own currency counts. */
export async function getWallets(db: DbOrTx, memberId: number): Promise<WalletsValue> {
  const player = await findPlayer(db, memberId);
  if (!player) throw new AppError('SESSION_EXPIRED');
  const balance =
    (await memberBalances(db, memberId)).find((b) => b.currency === player.currency)?.balance ?? 0;
  const pesos = centavosToPesos(balance);
  return {
    currency: player.currency,
    sumBalance: pesos,
    wallets: [{ accountTypeName: 'MAIN', currency: player.currency, balance: pesos }],
  };
}
