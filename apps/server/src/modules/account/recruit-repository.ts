import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A member who registered with a referrer's code, in the registration's transaction, so a refusal
 * leaves nothing behind. Through an affiliate URL (R-AGENT-13) the URL counts them and they start
 * with its default rebate in each category, never above the agent's own rate there (R-AGENT-12);
 * through a plain invite code they start at no rebate. Either way they take one account from the
 * agent's quota at their level (R-API-117), so a plain code is no way around a quota at 0 %.
 */
export async function placeRecruit(
  tx: DbOrTx,
  memberId: number,
  agentId: number,
  url: { id: number; rebateBp: number } | null,
) {
  const levelBp = url ? await placeThroughUrl(tx, memberId, agentId, url) : 0;
  await takeRecruitQuota(tx, agentId, levelBp);
}

/** Counts the URL and gives its rates; the recruit's level is their highest rate. */
async function placeThroughUrl(
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
  const placed = await tx.execute<{ bp: number }>(sql`
    insert into member_rebates (member_id, category, rebate_bp)
    select ${memberId}, own.category, least(own.rebate_bp, ${url.rebateBp})
      from member_rebates own
     where own.member_id = ${agentId} and own.rebate_bp > 0
    returning rebate_bp as bp`);
  return Math.max(0, ...placed.rows.map((row) => Number(row.bp)));
}

/** One account from the quota of the highest level at or below the recruit's; none left refuses. */
async function takeRecruitQuota(tx: DbOrTx, agentId: number, levelBp: number) {
  const taken = await tx.execute(sql`
    update agent_quotas set remaining = remaining - 1
     where agent_id = ${agentId} and remaining > 0
       and level_bp = (select max(level_bp) from agent_quotas where agent_id = ${agentId} and level_bp <= ${levelBp})
    returning level_bp`);
  if (taken.rows.length > 0) return;
  const limited = await tx.execute(
    sql`select 1 from agent_quotas where agent_id = ${agentId} and level_bp <= ${levelBp} limit 1`,
  );
  if (limited.rows.length > 0) throw new AppError('AGENT_QUOTA_EXHAUSTED', { field: 'affiliateCode' });
}
