import type { Currency } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The member's rounds in a range (optionally of one vendor), newest first, with their game. */
export async function listMemberRounds(
  db: DbOrTx,
  memberId: number,
  filter: { from: Date; to: Date; vendor: string | null },
  page: { offset: number; limit: number },
) {
  const vendorFilter = filter.vendor ? sql`and r.vendor_code = ${filter.vendor}` : sql``;
  const { rows } = await db.execute(sql`
    select r.round_ref, r.vendor_code, r.node_id, r.currency, r.bet_centavos, r.win_centavos, r.created_at,
      r.settled_at, g.name, count(*) over () as total
    from game_rounds r
    join games g on g.node_id = r.node_id
    where r.member_id = ${memberId} and r.created_at >= ${filter.from} and r.created_at < ${filter.to} ${vendorFilter}
    order by r.created_at desc, r.id desc
    limit ${page.limit} offset ${page.offset}`);
  return rows.map((r) => ({
    roundRef: String(r.round_ref),
    vendorCode: String(r.vendor_code),
    nodeId: Number(r.node_id),
    currency: r.currency as Currency,
    betCentavos: Number(r.bet_centavos),
    winCentavos: Number(r.win_centavos),
    createdAt: new Date(r.created_at as string),
    settledAt: r.settled_at ? new Date(r.settled_at as string) : null,
    gameName: String(r.name),
    total: Number(r.total),
  }));
}
