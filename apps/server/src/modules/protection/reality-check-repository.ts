import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export async function realityCheckMinutesOf(db: DbOrTx, memberId: number): Promise<number> {
  const { rows } = await db.execute(sql`select reality_check_minutes from members where id = ${memberId}`);
  return Number(rows[0]?.reality_check_minutes ?? 60);
}

export async function saveRealityCheckMinutes(db: DbOrTx, memberId: number, minutes: number) {
  await db.execute(sql`update members set reality_check_minutes = ${minutes} where id = ${memberId}`);
}
