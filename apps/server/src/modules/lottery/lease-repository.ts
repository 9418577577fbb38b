import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Takes or renews the lottery's lease for `ms`: granted to its holder, or to anyone once it has run
 * out (its node stopped or died). One row, so one node makes and settles the draws at a time.
 */
export async function holdLotteryLease(db: Db, owner: string, ms: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into lottery_lease (id, owner, lease_until)
    values (1, ${owner}, now() + make_interval(secs => ${ms / 1000}))
    on conflict (id) do update set owner = excluded.owner, lease_until = excluded.lease_until
      where lottery_lease.owner = excluded.owner or lottery_lease.lease_until < now()
    returning owner`);
  return rows.length > 0;
}

/** A stopping node hands the draws on at once instead of after its lease. */
export async function releaseLotteryLease(db: Db, owner: string) {
  await db.execute(sql`delete from lottery_lease where id = 1 and owner = ${owner}`);
}
