import type { Referral } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';

/** How many friends registered with the code and how many are active; an empty count says what next. */
export function ReferralCounts({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="invite-counts">
      <h2 className={styles.heading}>{t('invite_your_friends')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('invite_registered')}</dt>
          <dd data-testid="invite-registered">{referral.registered}</dd>
        </div>
        <div>
          <dt>{t('invite_active')}</dt>
          <dd data-testid="invite-active">{referral.active}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {referral.registered === 0
          ? t('invite_none_yet')
          : t('invite_active_rule', { days: referral.activeDays })}
      </p>
    </section>
  );
}
