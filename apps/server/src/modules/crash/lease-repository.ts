import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Takes or renews the lease of the round loop for `ms`: granted to its holder, or to anyone once it
 * has run out (its node stopped or died). One row, so one node drives the rounds at a time.
 */
export async function holdLoopLease(db: Db, owner: string, ms: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into crash_loop_lease (id, owner, lease_until)
    values (1, ${owner}, now() + make_interval(secs => ${ms / 1000}))
    on conflict (id) do update set owner = excluded.owner, lease_until = excluded.lease_until
      where crash_loop_lease.owner = excluded.owner or crash_loop_lease.lease_until < now()
    returning owner`);
  return rows.length > 0;
}

/** A stopping node hands the loop on at once instead of after its lease. */
export async function releaseLoopLease(db: Db, owner: string) {
  await db.execute(sql`delete from crash_loop_lease where id = 1 and owner = ${owner}`);
}
