import { LIMIT_COOLING_OFF_HOURS, type LimitKey, type SetLimitBody } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { applySessionLimit } from '../session/index.js';
import { applyLimit, deleteLimit, holdChange, lockLimit } from './limit-repository.js';

const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * 3_600_000;

/** Money limits are kept in centavos; the session's in minutes. */
export const storedValueOf = (key: LimitKey, value: number) =>
  key.kind === 'session' ? value : Math.round(value * 100);

/**
 * Sets a limit (issue 16). A new limit, or one no higher than the limit in force, applies at once
 * and drops any pending raise; a higher one waits 24 hours and then needs the player's second
 * confirmation (`confirmLimit`), so a decision made in the heat of play cannot loosen it at once.
 */
export async function setLimit(db: Db, memberId: number, body: SetLimitBody) {
  const key = { kind: body.kind, period: body.period };
  const amount = storedValueOf(key, body.value);
  await db.transaction(async (tx) => {
    const current = await lockLimit(tx, memberId, key);
    if (!current || amount <= current.amount) await applyLimit(tx, memberId, key, amount);
    else await holdChange(tx, memberId, key, amount, new Date(Date.now() + COOLING_OFF_MS));
  });
  if (key.kind === 'session') await applySessionLimit(db, memberId, amount);
}

/** Asks to remove a limit: like a raise, it waits 24 hours and a second confirmation. */
export async function removeLimit(db: Db, memberId: number, key: LimitKey) {
  await db.transaction(async (tx) => {
    const current = await lockLimit(tx, memberId, key);
    if (!current) throw new AppError('NOT_FOUND', { field: 'kind' });
    await holdChange(tx, memberId, key, null, new Date(Date.now() + COOLING_OFF_MS));
  });
}

/** The player's second confirmation of a raise or removal, accepted only once its 24 hours have passed. */
export async function confirmLimit(db: Db, memberId: number, key: LimitKey) {
  const applied = await db.transaction(async (tx) => {
    const current = await lockLimit(tx, memberId, key);
    const confirmableAt = current?.confirmableAt?.getTime();
    if (!current || confirmableAt === undefined || confirmableAt > Date.now())
      throw new AppError('LIMIT_NOT_CONFIRMABLE', {
        field: 'kind',
        confirmableAt: current?.confirmableAt?.toISOString() ?? null,
      });
    if (current.pendingRemove) {
      await deleteLimit(tx, memberId, key);
      return null;
    }
    const raised = current.pendingAmount ?? current.amount;
    await applyLimit(tx, memberId, key, raised);
    return raised;
  });
  if (key.kind === 'session') await applySessionLimit(db, memberId, applied);
}
