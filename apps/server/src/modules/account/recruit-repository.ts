import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A member who registered through an affiliate URL (R-AGENT-13): the URL counts them, and they
 * start with the URL's default rebate in each category, never above the agent's own rate there
 * (R-AGENT-12). Runs in the registration's transaction.
 */
export async function placeRecruit(
  tx: DbOrTx,
  memberId: number,
  agentId: number,
  url: { id: number; rebateBp: number },
) {
  const counted = await tx.execute(sql`
    update agent_affiliate_urls set registrations = registrations + 1
     where id = ${url.id} and deleted_at is null returning id`);
  // Deleted since the code was checked: the registration is refused as the check would have been.
  if (counted.rows.length === 0) throw new AppError('REFERRER_LINK_ERROR', { field: 'affiliateCode' });
  await tx.execute(sql`
    insert into member_rebates (member_id, category, rebate_bp)
    select ${memberId}, own.category, least(own.rebate_bp, ${url.rebateBp})
      from member_rebates own
     where own.member_id = ${agentId} and own.rebate_bp > 0`);
}
