import { isAgentType } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { depthBelow, lockMoves, memberType, ratesAboveTarget, setParent } from './transfer-repository.js';

/**
 * One move inside a transaction (R-AGENT-14): the member is below the agent, the target is the agent
 * or an agent below it (R-ROLE-18: anyone else is 403), the target is not the member nor one of its
 * own downlines, and nobody moved has a rate above the target's own.
 */
async function moveOne(tx: DbOrTx, agentId: number, memberId: number, targetId: number, field: string) {
  const memberDepth = await depthBelow(tx, agentId, memberId);
  if (memberDepth === null || memberDepth === 0) throw new AppError('NO_PERMISSION', { field });
  const targetDepth = await depthBelow(tx, agentId, targetId);
  if (targetDepth === null) throw new AppError('NO_PERMISSION', { field: 'targetId' });
  if (targetDepth > 0 && !isAgentType((await memberType(tx, targetId)) ?? undefined))
    throw new AppError('TRANSFER_TARGET_INVALID', { field: 'targetId' });
  if ((await depthBelow(tx, memberId, targetId)) !== null)
    throw new AppError('TRANSFER_TARGET_INVALID', { field: 'targetId' });
  const above = await ratesAboveTarget(tx, memberId, targetId);
  if (above.length > 0)
    throw new AppError('TRANSFER_REBATE_ABOVE_TARGET', { field: 'targetId', categories: above });
  await setParent(tx, memberId, targetId);
}

const targetOf = (agentId: number, body: { targetId?: string | undefined }) =>
  body.targetId === undefined ? agentId : Number(body.targetId);

/** `transferDownline` (R-API-122): one downline with its subtree. */
export async function transferDownline(
  db: Db,
  agentId: number,
  body: { memberId: string; targetId?: string | undefined },
) {
  await db.transaction(async (tx) => {
    await lockMoves(tx);
    await moveOne(tx, agentId, Number(body.memberId), targetOf(agentId, body), 'memberId');
  });
  return { moved: 1 };
}

/** `transferMultipleDownline` (R-API-123): each move checked after the ones before it; all or none. */
export async function transferMultipleDownline(
  db: Db,
  agentId: number,
  body: { memberIds: string[]; targetId?: string | undefined },
) {
  await db.transaction(async (tx) => {
    await lockMoves(tx);
    for (const [index, memberId] of body.memberIds.entries())
      await moveOne(tx, agentId, Number(memberId), targetOf(agentId, body), `memberIds.${index}`);
  });
  return { moved: body.memberIds.length };
}
