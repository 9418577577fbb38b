import { type AgentModuleId, isAgentType } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { type SessionContext, sessionOf } from '../session/index.js';

/**
 * The caller of an agent call: an agent (R-ROLE-01, A-5) whose module is on (R-SYS-30); anyone
 * else gets 403 "no permission or feature unavailable" (R-ROLE-18). The type is the one stored
 * now, so an approval counts from the next call.
 */
export async function agentOf(
  app: FastifyInstance,
  request: FastifyRequest,
  module: AgentModuleId,
): Promise<SessionContext> {
  const session = sessionOf(request);
  if (!isAgentType(session.type)) throw new AppError('NO_PERMISSION');
  if ((await app.systemConfig.get()).settings.modules[module] === false)
    throw new AppError('NO_PERMISSION', { module });
  return session;
}
