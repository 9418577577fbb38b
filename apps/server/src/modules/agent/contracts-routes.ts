import { agentEndpoints as endpoints } from '@app/contracts';
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
import { currentDailySalary, queryDailySalary } from './salary-records.js';

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

/** Agent contracts: the contract check, daily-salary offers, answers and salaries (issue 15). */
export const agentContractRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  routeOf(app, endpoints.contractCheck, {}, async (request) =>
    ok(await checkContracts(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(
    app,
    endpoints.salaryContractApply,
    perMemberLimit('salary-contract-apply', CONTRACT_WRITES_PER_MINUTE),
    async (request) => {
      await contractMember(app, request);
      const agent = await agentOf(app, request, 'AGEINFO3');
      return ok(await offerSalaryContract(db, agent.memberId, request.body));
    },
  );
  routeOf(app, endpoints.salaryContractRequest, {}, async (request) =>
    ok(await pendingSalaryContract(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(
    app,
    endpoints.salaryContractProcess,
    perMemberLimit('salary-contract-process', CONTRACT_WRITES_PER_MINUTE),
    async (request) =>
      ok(await answerSalaryContract(db, (await contractMember(app, request)).memberId, request.body)),
  );
  routeOf(app, endpoints.salaryContractHistory, {}, async (request) =>
    ok(await salaryContractHistory(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(app, endpoints.currentDailySalary, {}, async (request) =>
    ok(await currentDailySalary(db, (await contractMember(app, request)).memberId)),
  );
  routeOf(app, endpoints.queryDailySalary, {}, async (request) =>
    ok(await queryDailySalary(db, (await contractMember(app, request)).memberId, request.query)),
  );

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
