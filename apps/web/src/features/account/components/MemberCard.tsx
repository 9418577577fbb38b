import type { MemberInfo } from '@app/contracts';
import '../../../styles/tokens/account.css';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../account.module.css';
import { ACCOUNT_ICONS } from './account-icons';
import { MemberAvatar } from './MemberAvatar';

/** Avatar (tap to choose another, R-AUTH-50), nickname (or the account when there is none), account and VIP label. */
export function MemberCard({ info, icon, onAvatar }: { info: MemberInfo; icon: number; onAvatar(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.memberCard} data-testid="member-card">
      <button
        type="button"
        className={styles.avatarButton}
        onClick={onAvatar}
        aria-label={t('member_avatar_title')}
        data-testid="member-avatar-button"
      >
        <MemberAvatar icon={icon} />
        <span className={styles.avatarEdit} aria-hidden="true">
          ✎
        </span>
      </button>
      <div className={styles.memberCardText}>
        <h2 className={styles.memberName} data-testid="member-name">
          {info.nickname || info.account}
        </h2>
        <p className={styles.memberAccount} data-testid="member-account">
          {t('member_account', { account: info.account })}
        </p>
        <p className={styles.vipChip} data-testid="member-vip">
          <SvgIcon d={ACCOUNT_ICONS.crown} size={14} />
          {/* An empty label reads 0, as on the home VIP strip (R-HOME-01). */}
          {t('member_vip', { label: info.clubLabel.labelName || '0' })}
        </p>
      </div>
    </section>
  );
}
