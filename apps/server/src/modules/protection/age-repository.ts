import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The member's date of birth (YYYY-MM-DD), or null when they registered before it was asked. */
export async function birthDateOf(db: DbOrTx, memberId: number): Promise<string | null> {
  const { rows } = await db.execute(
    sql`select birth_date::text as birth_date from members where id = ${memberId}`,
  );
  const value = rows[0]?.birth_date;
  return typeof value === 'string' ? value : null;
}

/**
 * Records a date of birth and the PAGCOR confirmation for a member who has none yet; answers
 * false when one was already given (it is never changed by the player).
 */
export async function recordBirthDate(db: DbOrTx, memberId: number, birthDate: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update members set birth_date = ${birthDate}::date, not_restricted_at = now()
    where id = ${memberId} and birth_date is null
    returning id`);
  return rows.length > 0;
}
