import { isAgentType } from '@app/contracts';

export type ReferralTarget = '/agentRegister' | '/inviteFriends' | 'customerService';

/**
 * Where the referral action leads (R-ROLE-10, R-ROLE-04, R-ROLE-11): agents to the agent page,
 * everyone else (guests too) to invite friends while the REFERRAL promotion is on, else to customer
 * service. "Agent" is the role map of A-5, so a trial account (type 4) is never one.
 */
export function referralTarget(memberType: number | undefined, referralOn: boolean): ReferralTarget {
  if (isAgentType(memberType)) return '/agentRegister';
  return referralOn ? '/inviteFriends' : 'customerService';
}

/**
 * Shares the invite through the system sheet where there is one (R-PROMO-12); otherwise, or when
 * the sheet fails for another reason than the member closing it, the link is copied.
 */
export async function shareInvite(
  invite: { title: string; text: string; url: string },
  nav: Pick<Navigator, 'clipboard'> & Partial<Pick<Navigator, 'share' | 'canShare'>> = navigator,
): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (nav.share && (!nav.canShare || nav.canShare(invite))) {
    try {
      await nav.share(invite);
      return 'shared';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(invite.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
