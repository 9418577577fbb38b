import { MEMBER_TYPE, type MemberInfo, type VipTier } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionContext } from '../session/index.js';
import { memberStanding } from '../vip/index.js';
import { findMemberById } from './member-repository.js';

/** Shows enough of a bound number to recognise it and no more. */
export function maskMobile(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const visible = mobile.slice(-3);
  return `${dialingCode ? `+${dialingCode} ` : ''}${'•'.repeat(Math.max(3, mobile.length - 3))}${visible}`;
}

/**
 * The session's member (R-API-27), with the VIP tier their settled turnover (or the operator's
 * grant) gives them and their progress to the next one (R-HOME-02), as the VIP club reckons it.
 */
export async function getMemberInfo(db: Db, session: SessionContext, tiers: VipTier[]): Promise<MemberInfo> {
  const member = await findMemberById(db, session.memberId);
  if (!member) throw new AppError('SESSION_EXPIRED');
  const standing = await memberStanding(db, member.id, tiers);
  return {
    id: member.id,
    nickname: member.nickname,
    account: member.username,
    type: member.type,
    clubLabel: { labelName: standing.tier?.name ?? '' },
    vipLevel: standing.tier?.level ?? member.vipLevel,
    vipProgress: standing.progress,
    currency: member.type === MEMBER_TYPE.trial ? 'DEMO' : 'PHP',
    icon: member.icon,
    email: member.email,
    payeeName: member.payeeName,
    mobile: maskMobile(member.countryDialingCode, member.mobileNum),
  };
}
