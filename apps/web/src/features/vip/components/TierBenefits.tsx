import { hasVipHost, type VipTier, vipReferralPercent } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatPesos } from '../lib/vip-tab';
import * as styles from '../vip.module.css';

/** What one tier gives (R-VIP-09): salaries, weekly cashback with its cap, referral share, host. */
export function TierBenefits({
  tier,
  heading,
  hostFromLevel,
  testId,
}: {
  tier: VipTier;
  heading: string;
  hostFromLevel: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const referral = vipReferralPercent(tier.level);
  return (
    <section className={styles.card} data-testid={testId}>
      <h2>
        {heading}
        <span className={styles.tierChip}>{t('vip_level_tier', { level: tier.level, tier: tier.name })}</span>
      </h2>
      <ul className={styles.benefits}>
        <li>
          <span>{t('vip_col_daily')}</span>
          <strong>{formatPesos(tier.dailySalary)}</strong>
        </li>
        <li>
          <span>{t('vip_col_monthly')}</span>
          <strong>{formatPesos(tier.monthlySalary)}</strong>
        </li>
        <li>
          <span>{t('vip_col_cashback')}</span>
          <strong>
            {t('vip_cashback_cell', {
              percent: tier.weeklyCashbackPercent,
              cap: formatPesos(tier.weeklyCashbackCap),
            })}
          </strong>
        </li>
        <li>
          <span>{t('vip_referral_title')}</span>
          <strong>{referral > 0 ? t('vip_weekly_percent', { percent: referral }) : '—'}</strong>
        </li>
        <li>
          <span>{t('vip_host_title')}</span>
          <strong>{hasVipHost(tier.level, hostFromLevel) ? t('vip_yes') : '—'}</strong>
        </li>
      </ul>
    </section>
  );
}
