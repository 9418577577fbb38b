import { defineEndpoint } from '../endpoint.js';
import { SEAMLESS } from '../wallet-constants.js';

const tags = ['wallet'];
const vendorTags = ['seamless wallet'];

/** A signed vendor call of the seamless wallet: POST /seamless/{vendor}/{action} (S-22). */
const seamless = <const Body extends string>(action: string, body: Body) =>
  ({
    method: 'POST',
    path: `${SEAMLESS.pathPrefix}/:vendor/${action}`,
    access: 'vendor',
    tags: vendorTags,
    params: 'seamlessParamsSchema',
    body,
    response: 'seamlessValueSchema',
  }) as const;

/** The member's wallet, funds summary and transaction records (R-WALLET, R-API-42/83/84/86/87), and the vendors' seamless wallet. */
export const walletEndpoints = {
  /** With merchantCode the call is the public merchant wallet, whoever asks (R-API-84). */
  wallets: defineEndpoint({
    method: 'GET',
    path: '/wps/wallets/gcs',
    access: 'optional-member',
    tags,
    query: 'walletsQuerySchema',
    response: 'walletsOrMerchantSchema',
  }),
  funds: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    access: 'member',
    tags,
    query: 'fundsQuerySchema',
    response: 'fundsValueSchema',
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODS2_MemberTransaction',
    access: 'member',
    tags,
    query: 'memberTransactionQuerySchema',
    response: 'memberTransactionPageSchema',
  }),
  txCodes: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_TxCodeList',
    access: 'public',
    tags,
    query: 'txCodeListQuerySchema',
    response: 'txCodeListSchema',
  }),
  seamlessAuthenticate: defineEndpoint(seamless('authenticate', 'seamlessAuthenticateBodySchema')),
  seamlessBalance: defineEndpoint(seamless('balance', 'seamlessBalanceBodySchema')),
  seamlessBet: defineEndpoint(seamless('bet', 'seamlessBetBodySchema')),
  seamlessWin: defineEndpoint(seamless('win', 'seamlessWinBodySchema')),
  seamlessRollback: defineEndpoint(seamless('rollback', 'seamlessRollbackBodySchema')),
} as const;
