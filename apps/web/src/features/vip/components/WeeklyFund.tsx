import type { VipClub } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { PlaySafeLink } from '../../../shared/ui/PlaySafeLink';
import * as styles from '../vip.module.css';

/**
 * The weekly fund told as what it is (H-6, R-VIP-04): a capped cashback on turnover with a wagering
 * requirement and its terms, beside the responsible-gaming entry.
 */
export function WeeklyFund({ club }: { club: VipClub }) {
  const { t } = useTranslation();
  const paying = club.tiers.map((tier) => tier.weeklyCashbackPercent).filter((p) => p > 0);
  if (paying.length === 0) return null;
  return (
    <section className={styles.card} data-testid="vip-weekly-fund">
      <h2>{t('vip_fund_title')}</h2>
      <p>
        {t('vip_fund_text', {
          min: Math.min(...paying),
          max: Math.max(...paying),
          times: club.weeklyFundWagering,
        })}
      </p>
      <p>{t('vip_fund_paid')}</p>
      <div className={styles.links}>
        <Link to="/help#terms" data-testid="vip-fund-terms">
          {t('vip_fund_terms')}
        </Link>
        <PlaySafeLink testId="vip-fund-rg" labelKey="vip_fund_rg" />
      </div>
    </section>
  );
}
