import { desc, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operatorActions } from '../db/schema/index.js';

const DETAIL_MAX = 500;

export async function recordOperatorAction(
  db: Db,
  action: { operator: string; command: string; args: string[]; outcome: 'done' | 'refused'; detail?: string },
) {
  await db.insert(operatorActions).values({ ...action, detail: action.detail?.slice(0, DETAIL_MAX) ?? null });
}

/** The newest actions first, of the commands whose name starts with `commandPrefix` when given. */
export async function listOperatorActions(db: Db, limit: number, commandPrefix?: string) {
  return db
    .select()
    .from(operatorActions)
    .where(
      commandPrefix
        ? like(operatorActions.command, `${commandPrefix.replace(/[%_\\]/g, '\\$&')}%`)
        : undefined,
    )
    .orderBy(desc(operatorActions.id))
    .limit(limit);
}
