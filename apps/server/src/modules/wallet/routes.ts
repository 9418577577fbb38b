import {
  envelopeOf,
  fundsQuerySchema,
  fundsValueSchema,
  memberTransactionPageSchema,
  memberTransactionQuerySchema,
  merchantWalletSchema,
  txCodeListQuerySchema,
  txCodeListSchema,
  walletsQuerySchema,
  walletsValueSchema,
} from '@app/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { maybeSessionOf, sessionOf } from '../account/index.js';
import { getFunds } from './get-funds.js';
import { getMerchantWallet } from './get-merchant-wallet.js';
import { getWallets } from './get-wallets.js';
import { listTransactions, txCodeList } from './list-transactions.js';

const tags = ['wallet'];

/** The member's wallet, funds summary and transaction records (R-WALLET, R-API-42/83/84/86/87). */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; merchantCode: string }> = async (
  app,
  { db, merchantCode },
) => {
  app.get(
    '/wps/wallets/gcs',
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        querystring: walletsQuerySchema,
        response: { 200: envelopeOf(z.union([walletsValueSchema, merchantWalletSchema])) },
      },
    },
    async (request) => {
      // With merchantCode the call is the public merchant wallet, whoever asks (R-API-84).
      if (request.query.merchantCode !== undefined) {
        return ok(getMerchantWallet(request.query.merchantCode, merchantCode));
      }
      const session = maybeSessionOf(request);
      if (!session) throw new AppError('NOT_LOGGED_IN');
      return ok(await getWallets(db, session.memberId));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      preHandler: app.requireMember,
      schema: { tags, querystring: fundsQuerySchema, response: { 200: envelopeOf(fundsValueSchema) } },
    },
    async (request) => ok(await getFunds(db, sessionOf(request).memberId, request.query)),
  );

  app.get(
    '/wps/relay/ODS2_MemberTransaction',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        querystring: memberTransactionQuerySchema,
        response: { 200: envelopeOf(memberTransactionPageSchema) },
      },
    },
    async (request) => ok(await listTransactions(db, sessionOf(request).memberId, request.query)),
  );

  app.get(
    '/wps/relay/GLS2_TxCodeList',
    { schema: { tags, querystring: txCodeListQuerySchema, response: { 200: envelopeOf(txCodeListSchema) } } },
    async (request) => ok(txCodeList(request.query.language)),
  );
};
