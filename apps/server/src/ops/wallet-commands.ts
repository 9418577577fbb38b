import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { adjustBalance, ledgerTotals, setVendorSecret } from '../modules/wallet/index.js';
import { json, OpsError, option } from './args.js';

export const WALLET_USAGE = `  vendor secret CODE                       a new seamless-wallet secret for vendor CODE, printed once
  wallet adjust NAME PESOS --key KEY       credit (or, negative, debit) a member; KEY makes it happen once
  wallet check                             the books: balances and entries must both sum to zero`;

async function memberIdOf(db: Db, username: string | undefined): Promise<number> {
  if (!username) throw new OpsError('give the member name');
  const { rows } = await db.execute(sql`select id from members where lower(username) = lower(${username})`);
  if (!rows[0]) throw new OpsError(`no member named ${username}`);
  return Number(rows[0].id);
}

/** Vendor secrets and the ledger; undefined when the command is not one of them. */
export async function runWalletCommand(
  db: Db,
  group: string | undefined,
  action: string | undefined,
  rest: string[],
): Promise<string | undefined> {
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'vendor secret': {
      const code = rest[0];
      if (!code || !/^[A-Za-z0-9_]{1,32}$/u.test(code)) throw new OpsError('give the vendor code');
      const secret = randomBytes(32).toString('hex');
      await setVendorSecret(db, code, secret);
      return `secret of ${code} (give it to the vendor; it is not shown again):\n${secret}`;
    }
    case 'wallet adjust': {
      const memberId = await memberIdOf(db, rest[0]);
      const pesos = Number(rest[1]);
      const key = option(rest, 'key');
      if (!Number.isFinite(pesos) || pesos === 0) throw new OpsError('give a non-zero amount in pesos');
      if (!key) throw new OpsError('give --key, so that running the command twice moves money once');
      try {
        const result = await adjustBalance(db, memberId, Math.round(pesos * 100), key);
        return json({ balance: result.balance / 100, currency: result.currency });
      } catch (error) {
        if (error instanceof AppError) throw new OpsError(`refused: ${error.code}`);
        throw error;
      }
    }
    case 'wallet check':
      return json(await ledgerTotals(db));
    default:
      return undefined;
  }
}
