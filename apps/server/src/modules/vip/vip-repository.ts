import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * The member's granted VIP level and settled turnover in centavos: the bets of their settled PHP
 * rounds. DEMO rounds are play money and never count. Null when the member does not exist.
 */
export async function findVipBasis(
  db: DbOrTx,
  memberId: number,
): Promise<{ grantedLevel: number; turnoverCentavos: number } | null> {
  const result = await db.execute<{ vip_level: number; turnover: string }>(
    sql`select m.vip_level,
               coalesce((select sum(r.bet_centavos) from game_rounds r
                          where r.member_id = m.id and r.currency = 'PHP'), 0)::text as turnover
          from members m where m.id = ${memberId}`,
  );
  const row = result.rows[0];
  return row ? { grantedLevel: Number(row.vip_level), turnoverCentavos: Number(row.turnover) } : null;
}
