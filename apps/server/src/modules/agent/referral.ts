import { REFERRAL_ACTIVE_DAYS, type Referral } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { affiliateCodeOf, findReferrer } from '../account/index.js';
import { referralCounts } from './team-repository.js';

const DAY_MS = 86_400_000;

/** R-API-26: whether a code may recruit on this host; refusals are thrown with their code. */
export async function checkAffiliateCode(
  db: Db,
  query: { code: string; domain?: string | undefined },
  allowedDomains: readonly string[],
) {
  await findReferrer(db, query.code, query.domain, allowedDomains);
  return { success: true as const };
}

/**
 * The member's invite code and link (the register page with `?affiliateCode=`, R-REG-14), the
 * friends who registered with it, and those active: a deposit or a bet in the ledger in the last
 * 30 days (R-PROMO-12, R-API-130).
 */
export async function getReferral(db: Db, memberId: number, siteOrigin: string): Promise<Referral> {
  const code = await affiliateCodeOf(db, memberId);
  const counts = await referralCounts(db, memberId, new Date(Date.now() - REFERRAL_ACTIVE_DAYS * DAY_MS));
  return {
    code,
    link: `${siteOrigin}/m/register?affiliateCode=${encodeURIComponent(code)}`,
    registered: counts.registered,
    active: counts.active,
    activeDays: REFERRAL_ACTIVE_DAYS,
  };
}
