import { centavosToPesos, type VipClub, type VipStatus } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { memberStanding } from './member-standing.js';

/**
 * The session member's VIP level, label, progress and next-tier requirement (R-API-131). It takes
 * no member id: a member can only ever read their own standing (S-20).
 */
export async function getVipStatus(db: Db, session: SessionContext, vip: VipClub): Promise<VipStatus> {
  if (!vip.enabled) throw new AppError('NO_PERMISSION');
  const standing = await memberStanding(db, session.memberId, vip.tiers);
  const { tier, next } = standing;
  return {
    level: tier?.level ?? standing.grantedLevel,
    label: tier?.name ?? '',
    turnover: centavosToPesos(standing.turnoverCentavos),
    progress: standing.progress,
    next: next
      ? {
          level: next.level,
          label: next.name,
          turnover: next.turnover,
          remaining: centavosToPesos(standing.remainingCentavos),
        }
      : null,
  };
}
