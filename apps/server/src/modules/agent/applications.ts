import { type AgentApplication, type AgentApplicationState, isAgentType } from '@app/contracts';
import type { agentApplyBodySchema } from '@app/contracts/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import {
  type ApplicationRow,
  decidePendingApplication,
  insertApplication,
  latestApplication,
} from './application-repository.js';

const viewOf = (row: ApplicationRow): AgentApplication => ({
  id: String(row.id),
  status: row.status as AgentApplication['status'],
  contactName: row.contactName,
  contactMobile: row.contactMobile,
  note: row.note,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** What /m/agentRegister shows: the latest application and whether the member is an agent now. */
export async function getApplicationState(db: Db, session: SessionContext): Promise<AgentApplicationState> {
  const latest = await latestApplication(db, session.memberId);
  return { isAgent: isAgentType(session.type), application: latest ? viewOf(latest) : null };
}

/**
 * A real member applies to become an agent (R-AGENT-01, R-API-130); trial accounts are refused by
 * the route. An agent, or a member with an application pending, cannot apply again.
 */
export async function applyForAgent(
  db: Db,
  session: SessionContext,
  body: z.output<typeof agentApplyBodySchema>,
): Promise<AgentApplication> {
  if (isAgentType(session.type)) throw new AppError('AGENT_APPLICATION_EXISTS');
  const created = await insertApplication(db, { memberId: session.memberId, ...body });
  if (!created) throw new AppError('AGENT_APPLICATION_EXISTS');
  return viewOf(created);
}

/** The operator's decision (`npm run ops -- agent approve|reject`); null when nothing was pending. */
export async function decideAgentApplication(
  db: Db,
  decision: { id: number; approve: boolean; reason: string | null; decidedBy: string },
): Promise<AgentApplication | null> {
  const decided = await decidePendingApplication(db, decision);
  return decided ? viewOf(decided) : null;
}
