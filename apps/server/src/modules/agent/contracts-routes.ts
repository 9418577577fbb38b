import { agentEndpoints as endpoints, type SalaryPeriod } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { agentOf } from './agent-gate.js';
import {
  answerDividendContract,
  currentDividend,
  dividendContractInfo,
  offerDividendContract,
  payoutDividend,
  queryDividend,
} from './dividends.js';
import {
  answerSalaryContract,
  checkContracts,
  offerSalaryContract,
  pendingSalaryContract,
  salaryContractHistory,
} from './salary-contracts.js';
import { currentSalary, querySalary } from './salary-records.js';

/** An offer or an answer is a person's decision. */
const CONTRACT_WRITES_PER_MINUTE = 20;

/**
 * The contracts' calls exist while the operator's agent policy (`AGENTPOLICY3`) is on. The
 * receiving side may be any real member (a downline need not be an agent yet), and reads only
 * the caller's own contracts; offering takes an agent with agent info (`AGEINFO3`) on (R-ROLE-18).
 */
async function contractMember(app: FastifyInstance, request: FastifyRequest) {
  if (!(await app.systemConfig.get()).whitelabel.AGENTPOLICY3)
    throw new AppError('NO_PERMISSION', { flag: 'AGENTPOLICY3' });
  return sessionOf(request);
}

/** The calls of one salary period; the daily and the hourly ones share their shapes. */
interface SalaryEndpoints {
  apply: typeof endpoints.salaryContractApply | typeof endpoints.hourlySalaryContractApply;
  request: typeof endpoints.salaryContractRequest | typeof endpoints.hourlySalaryContractRequest;
  process: typeof endpoints.salaryContractProcess | typeof endpoints.hourlySalaryContractProcess;
  history: typeof endpoints.salaryContractHistory | typeof endpoints.hourlySalaryContractHistory;
  current: typeof endpoints.currentDailySalary | typeof endpoints.currentHourlySalary;
  query: typeof endpoints.queryDailySalary | typeof endpoints.queryHourlySalary;
}

/** Offers, answers, history and salaries of daily (R-AGENT-05) or hourly (R-AGENT-06) contracts. */
function salaryRoutes(app: FastifyInstance, db: Db, period: SalaryPeriod, calls: SalaryEndpoints) {
  routeOf(
    app,
    calls.apply,
    perMemberLimit(`salary-contract-apply-${period}`, CONTRACT_WRITES_PER_MINUTE),
    async (request) => {
      await contractMember(app, request);
      const agent = await agentOf(app, request, 'AGEINFO3');
      return ok(await offerSalaryContract(db, agent.memberId, period, request.body));
    },
  );
  routeOf(app, calls.request, {}, async (request) =>
    ok(await pendingSalaryContract(db, (await contractMember(app, request)).memberId, period)),
  );
  routeOf(
    app,
    calls.process,
    perMemberLimit(`salary-contract-process-${period}`, CONTRACT_WRITES_PER_MINUTE),
    async (request) =>
      ok(await answerSalaryContract(db, (await contractMember(app, request)).memberId, period, request.body)),
  );
  routeOf(app, calls.history, {}, async (request) =>
    ok(await salaryContractHistory(db, (await contractMember(app, request)).memberId, period)),
  );
  routeOf(app, calls.current, {}, async (request) =>
    ok(await currentSalary(db, (await contractMember(app, request)).memberId, period)),
  );
  routeOf(app, calls.query, {}, async (request) =>
    ok(await querySalary(db, (await contractMember(app, request)).memberId, period, request.query)),
  );
}

/** Agent contracts: the contract check, salary and dividend offers, answers and payouts (issue 15). */
export const agentContractRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.contractCheck, {}, async (request) =>
    ok(await checkContracts(db, (await contractMember(app, request)).memberId)),
  );
  salaryRoutes(app, db, 'day', {
    apply: endpoints.salaryContractApply,
    request: endpoints.salaryContractRequest,
    process: endpoints.salaryContractProcess,
    history: endpoints.salaryContractHistory,
    current: endpoints.currentDailySalary,
    query: endpoints.queryDailySalary,
  });
  salaryRoutes(app, db, 'hour', {
    apply: endpoints.hourlySalaryContractApply,
    request: endpoints.hourlySalaryContractRequest,
    process: endpoints.hourlySalaryContractProcess,
    history: endpoints.hourlySalaryContractHistory,
    current: endpoints.currentHourlySalary,
    query: endpoints.queryHourlySalary,
  });

  routeOf(
    app,
    endpoints.dividendContractApply,
    perMemberLimit('dividend-contract-apply', CONTRACT_WRITES_PER_MINUTE),
    async (request) => {
      await contractMember(app, request);
      const agent = await agentOf(app, request, 'AGEINFO3');
      return ok(await offerDividendContract(db, agent.memberId, request.body));
    },
  );
  routeOf(app, endpoints.dividendContractInfo, {}, async (request) =>
    ok(await dividendContractInfo(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(
    app,
    endpoints.dividendContractProcess,
    perMemberLimit('dividend-contract-process', CONTRACT_WRITES_PER_MINUTE),
    async (request) =>
      ok(await answerDividendContract(db, (await contractMember(app, request)).memberId, request.body)),
  );
  routeOf(app, endpoints.currentDividend, {}, async (request) =>
    ok(await currentDividend(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(app, endpoints.queryDividend, {}, async (request) =>
    ok(await queryDividend(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(
    app,
    endpoints.payoutDividend,
    perMemberLimit('dividend-payout', CONTRACT_WRITES_PER_MINUTE),
    async (request) => {
      await contractMember(app, request);
      const agent = await agentOf(app, request, 'AGEINFO3');
      return ok(await payoutDividend(db, agent.memberId, request.body));
    },
  );
};
