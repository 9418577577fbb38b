import { cashierEndpoints as endpoints, WITHDRAW_BANKS } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { publishBalance } from '../wallet/index.js';
import { addBankCard, listBankCards } from './bank-cards.js';
import type { CashierDeps } from './cashier-deps.js';
import { createWithdrawal } from './create-withdrawal.js';
import { getWithdrawInfo } from './get-withdraw-info.js';
import { recordsPage } from './records-page.js';
import { settlePendingWithdrawal } from './settle-withdrawal.js';
import { listMemberWithdrawals } from './withdrawal-repository.js';
import { withdrawalView } from './withdrawal-view.js';

/** Withdrawals and cards guard money with a six-digit password: a few tries a minute is a person. */
const WITHDRAW_CALLS_PER_MINUTE = 10;

/** The player's side of withdrawals (R-WALLET-12 … 17): payout accounts, requests, records. */
export const withdrawRoutes: FastifyPluginAsyncZod<CashierDeps> = async (app, deps) => {
  const { db } = deps;
  const weeklyFundWagering = async () => (await app.systemConfig.get()).settings.vip.weeklyFundWagering;
  routeOf(app, endpoints.withdrawBanks, {}, async () => ok(WITHDRAW_BANKS.map((bank) => ({ ...bank }))));
  routeOf(app, endpoints.bankCards, {}, async (request) =>
    ok(await listBankCards(db, sessionOf(request).memberId)),
  );
  routeOf(app, endpoints.memberBankCards, {}, async (request) =>
    ok(await listBankCards(db, sessionOf(request).memberId)),
  );
  routeOf(
    app,
    endpoints.addBankCard,
    perMemberLimit('bank-card', WITHDRAW_CALLS_PER_MINUTE),
    async (request) => ok(await addBankCard(db, sessionOf(request).memberId, request.body)),
  );
  routeOf(app, endpoints.withdrawInfo, {}, async (request) =>
    ok(
      await getWithdrawInfo(db, sessionOf(request).memberId, {
        language: request.query.language,
        weeklyFundWagering: await weeklyFundWagering(),
      }),
    ),
  );

  routeOf(app, endpoints.withdraw, perMemberLimit('withdraw', WITHDRAW_CALLS_PER_MINUTE), async (request) =>
    ok(
      await createWithdrawal(
        db,
        deps.bus,
        {
          memberId: sessionOf(request).memberId,
          ...request.body,
          weeklyFundWagering: await weeklyFundWagering(),
        },
        { ip: request.ip, log: request.log },
      ),
    ),
  );

  routeOf(app, endpoints.cancelWithdrawal, {}, async (request) => {
    const memberId = sessionOf(request).memberId;
    const done = await settlePendingWithdrawal(db, Number(request.params.withdrawalId), {
      action: 'cancel',
      memberId,
    });
    if (done.balance !== null) publishBalance(deps.bus, memberId, 'PHP', done.balance);
    return ok(done.withdrawal);
  });

  routeOf(app, endpoints.withdrawReport, {}, async (request) => {
    const memberId = sessionOf(request).memberId;
    return ok(
      await recordsPage(
        request.query,
        (range, page) => listMemberWithdrawals(db, memberId, range, page),
        withdrawalView,
      ),
    );
  });
};
