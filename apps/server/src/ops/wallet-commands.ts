import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { adjustBalance, ledgerTotals, setVendorSecret } from '../modules/wallet/index.js';
import { json, OpsError } from './args.js';
import { type OpsCommand, text } from './command.js';

async function memberIdOf(db: Db, username: string | undefined): Promise<number> {
  if (!username) throw new OpsError('give the member name');
  const { rows } = await db.execute(sql`select id from members where lower(username) = lower(${username})`);
  if (!rows[0]) throw new OpsError(`no member named ${username}`);
  return Number(rows[0].id);
}

/** Vendor secrets and the ledger. */
export const WALLET_COMMANDS: OpsCommand[] = [
  {
    name: 'vendor secret',
    usage: 'CODE',
    summary: 'a new seamless-wallet secret for vendor CODE, printed once',
    run: async (db, { positionals: [code] }) => {
      if (!code || !/^[A-Za-z0-9_]{1,32}$/u.test(code)) throw new OpsError('give the vendor code');
      const secret = randomBytes(32).toString('hex');
      await setVendorSecret(db, code, secret);
      return `secret of ${code} (give it to the vendor; it is not shown again):\n${secret}`;
    },
  },
  {
    name: 'wallet adjust',
    usage: 'NAME PESOS --key KEY',
    summary: 'credit (or, negative, debit) a member; KEY makes it happen once',
    options: { key: 'string' },
    run: async (db, input) => {
      const [name, amount] = input.positionals;
      const memberId = await memberIdOf(db, name);
      const pesos = Number(amount);
      const key = text(input, 'key');
      if (!Number.isFinite(pesos) || pesos === 0) throw new OpsError('give a non-zero amount in pesos');
      if (!key) throw new OpsError('give --key, so that running the command twice moves money once');
      try {
        const result = await adjustBalance(db, memberId, Math.round(pesos * 100), key);
        return json({ balance: result.balance / 100, currency: result.currency });
      } catch (error) {
        if (error instanceof AppError) throw new OpsError(`refused: ${error.code}`);
        throw error;
      }
    },
  },
  {
    name: 'wallet check',
    summary: 'the books: balances and entries must both sum to zero',
    run: async (db) => json(await ledgerTotals(db)),
  },
];
