import { walletEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { maybeSessionOf, sessionOf } from '../session/index.js';
import { getFunds } from './get-funds.js';
import { getMerchantWallet } from './get-merchant-wallet.js';
import { getWallets, type VendorWalletsOf } from './get-wallets.js';
import { listTransactions, txCodeList } from './list-transactions.js';

export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  merchantCode: string;
  vendorWallets?: VendorWalletsOf;
}> = async (app, { db, merchantCode, vendorWallets }) => {
  routeOf(app, endpoints.wallets, {}, async (request) => {
    if (request.query.merchantCode !== undefined) {
      return ok(getMerchantWallet(request.query.merchantCode, merchantCode));
    }
    const session = maybeSessionOf(request);
    if (!session) throw new AppError('NOT_LOGGED_IN');
    return ok(await getWallets(db, session.memberId, vendorWallets));
  });
  routeOf(app, endpoints.funds, {}, async (request) =>
    ok(await getFunds(db, sessionOf(request).memberId, request.query)),
  );
  routeOf(app, endpoints.transactions, {}, async (request) =>
    ok(await listTransactions(db, sessionOf(request).memberId, request.query)),
  );
  routeOf(app, endpoints.txCodes, {}, async (request) => ok(txCodeList(request.query.language)));
};
