import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n';
import { type SiteFeature, useFeatureSwitches } from '../../shared/hooks/use-feature';
import { useHasScreen } from '../../shared/lib/screens';
import { roleOf, useSession } from '../../shared/stores/session';
import { useUi } from '../../shared/stores/ui';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { Icon } from '../../shared/ui/Icon';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { AgentSections, ReferralEntry } from '../agent';
import { VendorWallets } from '../cashier';
import { BalanceWidget, FundsSummary } from '../wallet';
import * as styles from './account.module.css';
import { useMemberInfo } from './api/get-member-info';
import { useSecurityConfig } from './api/get-security-config';
import { useMemberIcon } from './api/member-icon';
import { MemberCard } from './components/MemberCard';
import { type MemberSheet, MemberSheets } from './components/MemberSheets';
import { ProfileList } from './components/ProfileList';
import { SecurityList } from './components/SecurityList';
import { TrialRefusal } from './components/TrialRefusal';

/**
 * Entries of the member centre. Those whose screens come later appear on their own once the route
 * table gives them a screen, so there is never a dead link.
 */
const ENTRIES = [
  { to: '/changePsw', labelKey: 'title_change_password' },
  { to: '/vip', labelKey: 'title_vip' },
  { to: '/member/benefits', labelKey: 'title_benefits' },
  { to: '/voucherCenter', labelKey: 'title_voucher_center' },
  { to: '/withdraw', labelKey: 'title_withdraw' },
  { to: '/rewardCenter', labelKey: 'title_reward_center', feature: 'REWCEN3' },
  { to: '/receivingCenter', labelKey: 'title_receiving_center' },
  { to: '/gameRecord', labelKey: 'title_game_record' },
  { to: '/transactionRecord', labelKey: 'title_transaction_record' },
  { to: '/webEmail', labelKey: 'title_inbox' },
  { to: '/member/responsibleGaming', labelKey: 'rg_title' },
  { to: '/member/statement', labelKey: 'title_statement' },
  { to: '/member/kyc', labelKey: 'kyc_title' },
  { to: '/inviteFriends', labelKey: 'title_invite_friends' },
  { to: '/help', labelKey: 'title_help' },
] as const satisfies readonly { to: string; labelKey: MessageKey; feature?: SiteFeature }[];

/**
 * /m/member/home: who is logged in, their avatar and profile, how the account is protected (each
 * setting opens its panel), where to go, and sign-out (R-AUTH-50 … R-AUTH-52).
 */
export default function MemberHomeScreen() {
  const { t } = useTranslation();
  const hasScreen = useHasScreen();
  const featureOn = useFeatureSwitches();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const info = useMemberInfo(!isTrial);
  const icon = useMemberIcon(!isTrial).data?.icon;
  const security = useSecurityConfig(!isTrial).data;
  const [sheet, setSheet] = useState<MemberSheet | null>(null);
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);
  if (isTrial) return <TrialRefusal />;
  if (!info.data) {
    return info.isError ? (
      <RetryBlock onRetry={() => void info.refetch()} />
    ) : (
      <CardsSkeleton page cards={4} />
    );
  }
  return (
    <div className={styles.memberHome} data-testid="member-home">
      <MemberCard info={info.data} icon={icon ?? info.data.icon} onAvatar={() => setSheet('avatar')} />
      <BalanceWidget />
      <FundsSummary />
      <VendorWallets />
      <SecurityList info={info.data} security={security} onOpen={setSheet} />
      <ProfileList info={info.data} onOpen={setSheet} />
      <AgentSections memberType={info.data.type} />
      <nav className="card-section" aria-label={t('title_member_home')}>
        <ul className="link-list">
          {ENTRIES.filter(
            (entry) => hasScreen(entry.to) && (!('feature' in entry) || featureOn(entry.feature) === true),
          ).map((entry) =>
            // The referral row leads where the member's role says (R-ROLE-10).
            entry.to === '/inviteFriends' ? (
              <ReferralEntry key={entry.to} memberType={info.data.type} />
            ) : (
              <li key={entry.to}>
                <Link to={entry.to} className="link-row">
                  <span>{t(entry.labelKey)}</span>
                  <Icon name="chevron" size={16} />
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <button
        type="button"
        className={`btn btn-ghost btn-block ${styles.signOut}`}
        onClick={() => showAccountOverlay('logout')}
        data-testid="member-sign-out"
      >
        <Icon name="logout" size={20} />
        {t('member_sign_out')}
      </button>
      <MemberSheets
        sheet={sheet}
        info={info.data}
        icon={icon ?? info.data.icon}
        security={security}
        onOpen={setSheet}
      />
    </div>
  );
}
