import { type VipClub, type VipStatus, vipReferralPercent } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../vip.module.css';
import { TierCards } from './TierCards';
import { VipProgress } from './VipProgress';
import { VipWheel } from './VipWheel';
import { WeeklyFund } from './WeeklyFund';

/** The referral bands of R-VIP-03 / R-CONST-20, each with the share the rule gives it. */
const REFERRAL_BANDS = [
  { from: 4, to: 9 },
  { from: 10, to: 20 },
] as const;

/** Overview (R-VIP-02 … R-VIP-05): salaries by tier, VIP referral, weekly fund and the VIP Wheel. */
export function OverviewTab({ club, status }: { club: VipClub; status?: VipStatus }) {
  const { t } = useTranslation();
  return (
    <>
      {status && (
        <section className={`${styles.card} ${styles.me}`} data-testid="vip-me">
          <strong>{t('vip_your_level', { level: status.level, tier: status.label || '0' })}</strong>
          <VipProgress status={status} />
        </section>
      )}
      <section className={styles.card} data-testid="vip-salary">
        <h2>{t('vip_salary_title')}</h2>
        <p>{t('vip_salary_text')}</p>
        <TierCards tiers={club.tiers} currentLevel={status?.level} />
      </section>
      <section className={styles.card} data-testid="vip-referral">
        <h2>{t('vip_referral_title')}</h2>
        <p>{t('vip_referral_text')}</p>
        <ul className={styles.bands}>
          {REFERRAL_BANDS.map(({ from, to }) => (
            <li key={from}>
              <span>{t('vip_band', { from, to })}</span>
              <strong>{t('vip_weekly_percent', { percent: vipReferralPercent(from) })}</strong>
            </li>
          ))}
        </ul>
      </section>
      <WeeklyFund club={club} />
      <VipWheel prizes={club.wheelPrizes} />
    </>
  );
}
