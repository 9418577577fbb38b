import { type VipStanding, type VipTier, vipStanding } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findVipBasis } from './vip-repository.js';

export interface MemberStanding extends VipStanding {
  turnoverCentavos: number;
  grantedLevel: number;
}

/** Where one member stands in the operator's tier table, from their own settled turnover. */
export async function memberStanding(
  db: DbOrTx,
  memberId: number,
  tiers: readonly VipTier[],
): Promise<MemberStanding> {
  const basis = await findVipBasis(db, memberId);
  if (!basis) throw new AppError('SESSION_EXPIRED');
  return { ...vipStanding(tiers, basis.turnoverCentavos, basis.grantedLevel), ...basis };
}
