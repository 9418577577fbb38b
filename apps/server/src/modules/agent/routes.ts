import { agentEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { createAffiliateUrl, deleteAffiliateUrl, listAffiliateUrls } from './affiliate-urls.js';
import { agentOf } from './agent-gate.js';
import { applyForAgent, getApplicationState } from './applications.js';
import { getDownlineRebates, getQuotas, getRebateSettings, updateDownlineRebates } from './rebates.js';
import { checkAffiliateCode, getReferral } from './referral.js';
import { getDownline, getMemberPnl, getTeamKpiA, getTeamKpiB, listDownlines } from './team.js';
import { transferDownline, transferMultipleDownline } from './transfers.js';

/** Guessing codes costs a request each; a person checks one code per registration. */
const AFFILIATE_CHECKS_PER_MINUTE = 20;
/** An application is a form a person fills in. */
const APPLICATIONS_PER_MINUTE = 5;

/** Affiliate codes, invite friends, the agent application and the agent's team (issue 15). */
export const agentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const settings = async () => (await app.systemConfig.get()).settings;

  routeOf(
    app,
    endpoints.affiliateCheck,
    { config: { rateLimit: { max: AFFILIATE_CHECKS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request) => ok(await checkAffiliateCode(db, request.query, (await settings()).affiliateDomains)),
  );

  routeOf(app, endpoints.referral, {}, async (request) =>
    ok(await getReferral(db, sessionOf(request).memberId, `${request.protocol}://${request.host}`)),
  );

  routeOf(app, endpoints.agentApplication, {}, async (request) =>
    ok(await getApplicationState(db, sessionOf(request))),
  );
  routeOf(
    app,
    endpoints.agentApply,
    perMemberLimit('agent-apply', APPLICATIONS_PER_MINUTE),
    async (request) => ok(await applyForAgent(db, sessionOf(request), request.body)),
  );

  routeOf(app, endpoints.teamKpiA, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEINFO3');
    return ok(await getTeamKpiA(db, agent.memberId, request.query));
  });
  routeOf(app, endpoints.teamKpiB, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEINFO3');
    return ok(await getTeamKpiB(db, agent.memberId, request.query));
  });
  routeOf(app, endpoints.subordinate, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await listDownlines(db, agent.memberId, request.query, false));
  });
  routeOf(app, endpoints.downlines, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await listDownlines(db, agent.memberId, request.query, true));
  });
  routeOf(app, endpoints.downline, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await getDownline(db, agent.memberId, request.query.memberId));
  });
  routeOf(app, endpoints.memberPnl, {}, async (request) => {
    const agent = await agentOf(app, request, 'PERSPNL3');
    return ok(await getMemberPnl(db, agent.memberId, request.query));
  });

  const site = async (request: { protocol: string; host: string }) => ({
    protocol: request.protocol,
    host: request.host,
    affiliateDomains: (await settings()).affiliateDomains,
  });
  routeOf(app, endpoints.affiliateUrlList, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await listAffiliateUrls(db, agent.memberId, await site(request)));
  });
  routeOf(app, endpoints.affiliateUrlCreate, perMemberLimit('agent-affiliate-url', 20), async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await createAffiliateUrl(db, agent.memberId, request.body, await site(request)));
  });
  routeOf(app, endpoints.affiliateUrlDelete, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await deleteAffiliateUrl(db, agent.memberId, Number(request.params.id)));
  });

  routeOf(app, endpoints.rebateSettings, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await getRebateSettings(db, agent));
  });
  routeOf(app, endpoints.quotas, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await getQuotas(db, agent.memberId));
  });
  routeOf(app, endpoints.downlineRebates, {}, async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await getDownlineRebates(db, agent.memberId, Number(request.query.memberId)));
  });
  routeOf(app, endpoints.updateDownlineRebates, perMemberLimit('agent-rebates', 30), async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await updateDownlineRebates(db, agent.memberId, request.body));
  });

  routeOf(app, endpoints.transferDownline, perMemberLimit('agent-transfer', 30), async (request) => {
    const agent = await agentOf(app, request, 'AGEDOWNMAN3');
    return ok(await transferDownline(db, agent.memberId, request.body));
  });
  routeOf(
    app,
    endpoints.transferMultipleDownline,
    perMemberLimit('agent-transfer-many', 30),
    async (request) => {
      const agent = await agentOf(app, request, 'AGEDOWNMAN3');
      return ok(await transferMultipleDownline(db, agent.memberId, request.body));
    },
  );
};
