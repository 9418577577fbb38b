import { MEMBER_TYPE } from '@app/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { authenticate, type SessionContext } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: any logged-in member, trial accounts included. */
    requireMember: preHandlerAsyncHookHandler;
    /** preHandler: a logged-in member whose account is not a trial (R-ROLE-17). */
    requireRealMember: preHandlerAsyncHookHandler;
    /** preHandler: the member when a valid token comes with the call; a guest (null) otherwise. */
    optionalMember: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    memberSession: SessionContext | null;
  }
}

/** The token travels in the `token` header, or the `token` query parameter where SPEC §7 puts it (R-API-02). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' && query ? query : undefined;
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorateRequest('memberSession', null);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      request.memberSession = await authenticate(db, tokenOf(request));
    });
    app.decorate('requireRealMember', async (request: FastifyRequest) => {
      const session = await authenticate(db, tokenOf(request));
      if (session.type === MEMBER_TYPE.trial) throw new AppError('TRIAL_FORBIDDEN');
      request.memberSession = session;
    });
    app.decorate('optionalMember', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      const guestIfRefused = (error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      };
      request.memberSession = token ? await authenticate(db, token).catch(guestIfRefused) : null;
    });
  },
  { name: 'account-auth' },
);

/** The member of an `optionalMember` route, or null for a guest. */
export function maybeSessionOf(request: FastifyRequest): SessionContext | null {
  return request.memberSession;
}

/** The session a preHandler put on the request; its absence is a wiring mistake, not a client error. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.memberSession) throw new Error('route is missing requireMember');
  return request.memberSession;
}
