import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { maybeSessionOf } from '../session/index.js';
import { assertMayPlay } from './gates.js';

/**
 * A preHandler for a route a player on a break may not use (a promotion, a game launch): it runs
 * after the route's access check and refuses with PLAYER_EXCLUDED; a guest passes to that check.
 */
export function refuseOnBreak(db: DbOrTx) {
  return async (request: FastifyRequest) => {
    const session = maybeSessionOf(request);
    if (session) await assertMayPlay(db, session.memberId);
  };
}
