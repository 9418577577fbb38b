import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import * as styles from './agent.module.css';
import { useReferral } from './api/get-referral';
import { GuestCard } from './components/GuestCard';
import { InviteCard } from './components/InviteCard';
import { ProgrammeSteps } from './components/ProgrammeSteps';
import { ReferralCounts } from './components/ReferralCounts';

const STEPS = ['invite_step_share', 'invite_step_register', 'invite_step_play'] as const;

/**
 * /m/inviteFriends (R-NAV-26): the referral programme for everyone; a member also gets their code,
 * link, Copy and Share, and their friends' counts (R-PROMO-12); a guest a Login button (R-PROMO-13).
 */
export default function InviteFriendsScreen() {
  const { t } = useTranslation();
  const role = roleOf(useSession((s) => s.session));
  const referral = useReferral(role === 'member');
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);
  if (role === 'trial') return <RealAccountOnly />;
  return (
    <div className={styles.screen} data-testid="invite-friends">
      <ProgrammeSteps
        titleKey="invite_title"
        introKey="invite_intro"
        stepKeys={STEPS}
        testId="invite-programme"
      />
      {role === 'guest' ? (
        <GuestCard
          noteKey="invite_guest_note"
          actionKey="invite_login"
          onAction={() => showAccountOverlay('login')}
          testId="invite-guest"
          actionTestId="invite-login"
        />
      ) : (
        <QueryState query={referral}>
          {(data) => (
            <>
              <InviteCard referral={data} />
              <ReferralCounts referral={data} />
              <Link to="/agentRegister" className="btn btn-ghost btn-block" data-testid="invite-agent-link">
                {t('invite_become_agent')}
              </Link>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
