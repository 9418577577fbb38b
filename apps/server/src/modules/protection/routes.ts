import { protectionEndpoints as endpoints } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { perMemberLimit, sessionOf } from '../session/index.js';
import { requestReopen, takeBreak } from './breaks.js';
import { getProtectionState } from './get-state.js';
import { getStatement } from './get-statement.js';
import { confirmLimit, removeLimit, setLimit } from './limits.js';
import { getPlaySession, setRealityCheck } from './reality-check.js';

/** A person changes a limit with a few taps; a script would tap many times. */
const CHANGES_PER_MINUTE = 30;

/** The responsible-gaming page's calls (issue 16); every change answers the new state. */
export const protectionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const limited = perMemberLimit('protection', CHANGES_PER_MINUTE);
  const stateOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return getProtectionState(db, session.memberId, session.sessionId);
  };
  routeOf(app, endpoints.protectionState, {}, async (request) => ok(await stateOf(request)));
  routeOf(app, endpoints.statement, {}, async (request) =>
    ok(await getStatement(db, sessionOf(request).memberId, request.query)),
  );
  const sessionFiguresOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return getPlaySession(db, session.memberId, session.sessionId);
  };
  routeOf(app, endpoints.playSession, {}, async (request) => ok(await sessionFiguresOf(request)));
  routeOf(app, endpoints.setRealityCheck, limited, async (request) => {
    await setRealityCheck(db, sessionOf(request).memberId, request.body.minutes);
    return ok(await sessionFiguresOf(request));
  });
  routeOf(app, endpoints.setLimit, limited, async (request) => {
    await setLimit(db, sessionOf(request).memberId, request.body);
    return ok(await stateOf(request));
  });
  routeOf(app, endpoints.removeLimit, limited, async (request) => {
    await removeLimit(db, sessionOf(request).memberId, request.body);
    return ok(await stateOf(request));
  });
  routeOf(app, endpoints.confirmLimit, limited, async (request) => {
    await confirmLimit(db, sessionOf(request).memberId, request.body);
    return ok(await stateOf(request));
  });
  routeOf(app, endpoints.takeBreak, limited, async (request) => {
    await takeBreak(db, sessionOf(request).memberId, request.body);
    return ok(await stateOf(request));
  });
  routeOf(app, endpoints.requestReopen, limited, async (request) => {
    await requestReopen(db, sessionOf(request).memberId);
    return ok(await stateOf(request));
  });
};
