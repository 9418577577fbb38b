import { AppError } from '../lib/app-error.js';
import { localBus } from '../modules/live/index.js';
import {
  configureTransferWallet,
  listPendingOrders,
  listTransferWallets,
  reconcileTransfers,
} from '../modules/transfer/index.js';
import { json, OpsError } from './args.js';
import type { OpsCommand } from './command.js';

const VENDOR_CODE = /^[A-Za-z0-9_]{1,32}$/u;
const LIST_LIMIT = 200;

/** The command answers with the reconciliation's counts; its log lines are left out. */
const quietLog = { info: () => {}, warn: () => {} };

/** Transfer-wallet vendors (R-WALLET-18) and the transfers they left unclear. */
export const TRANSFER_COMMANDS: OpsCommand[] = [
  {
    name: 'vendor transfer-wallet',
    usage: 'CODE URL',
    summary: 'vendor CODE keeps its own wallet, reached at URL; prints its new secret once',
    run: async (db, { positionals: [code, url] }) => {
      if (!code || !VENDOR_CODE.test(code)) throw new OpsError('give the vendor code');
      if (!url) throw new OpsError('give the vendor API address, e.g. https://api.vendor.example/wallet');
      try {
        const secret = await configureTransferWallet(db, code, url);
        return `secret of ${code}'s transfer wallet (give it to the vendor; it is not shown again):\n${secret}`;
      } catch (error) {
        if (error instanceof AppError) throw new OpsError(`refused: ${error.code} (${error.details?.field})`);
        throw error;
      }
    },
  },
  {
    name: 'vendor transfer-wallets',
    summary: 'the transfer-wallet vendors and their addresses',
    run: async (db) =>
      json(
        (await listTransferWallets(db)).map(({ vendorCode, apiUrl, enabled }) => ({
          vendorCode,
          apiUrl,
          enabled,
        })),
      ),
  },
  {
    name: 'transfer list',
    summary: 'wallet transfers a vendor has not confirmed or refused yet, oldest first',
    run: async (db) =>
      json(
        (await listPendingOrders(db, new Date(), LIST_LIMIT)).map((order) => ({
          id: order.id,
          memberId: order.memberId,
          vendor: order.vendorCode,
          direction: order.direction,
          amount: order.amount / 100,
          createdAt: order.createdAt.toISOString(),
        })),
      ),
  },
  {
    name: 'transfer reconcile',
    usage: '[--now]',
    summary: 'ask the vendors about pending transfers and settle them (--now: also the newest)',
    options: { now: 'boolean' },
    run: async (db, input) =>
      json(
        await reconcileTransfers(
          { db, bus: localBus(), log: quietLog },
          input.values.now === true ? { olderThanMs: 0 } : {},
        ),
      ),
  },
];
