import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { TrialRefusal } from '../account';
import { TierBenefits } from './components/TierBenefits';
import { TierTable } from './components/TierTable';
import { VipProgress } from './components/VipProgress';
import { useVipClub } from './hooks/use-vip-club';
import { formatPesos } from './lib/vip-tab';
import * as styles from './vip.module.css';
// The VIP art colours (the member's card, the tier badges).
import '../../styles/tokens/vip.css';

/**
 * /m/member/benefits (R-NAV-25, R-VIP-09): the member's level, label and progress from their own
 * settled turnover, what their tier and the next one give, and the whole table.
 */
export default function BenefitsScreen() {
  const { t } = useTranslation();
  const { club, off, status, isMember } = useVipClub();
  if (off) return <Navigate to="/home" replace />;
  // The guard lets only sessions in; a trial one has no VIP standing (play money never counts).
  if (!isMember) return <TrialRefusal />;
  if (!club || !status) return <CardsSkeleton page cards={3} height={120} />;
  const tier = club.tiers.find((x) => x.level === status.level);
  const next = status.next ? club.tiers.find((x) => x.level === status.next?.level) : undefined;
  return (
    <div className={styles.vip} data-testid="benefits">
      <section className={`${styles.card} ${styles.me}`} data-testid="benefits-status">
        <strong>{t('vip_your_level', { level: status.level, tier: status.label || '0' })}</strong>
        <span className={styles.muted}>
          {t('vip_turnover_so_far', { amount: formatPesos(status.turnover) })}
        </span>
        <VipProgress status={status} />
        {status.next && (
          <span className={styles.muted} data-testid="benefits-remaining">
            {t('vip_remaining', { amount: formatPesos(status.next.remaining), tier: status.next.label })}
          </span>
        )}
      </section>
      {tier && (
        <TierBenefits
          tier={tier}
          heading={t('vip_benefits_current')}
          hostFromLevel={club.hostFromLevel}
          testId="benefits-current"
        />
      )}
      {next && (
        <TierBenefits
          tier={next}
          heading={t('vip_benefits_next')}
          hostFromLevel={club.hostFromLevel}
          testId="benefits-next"
        />
      )}
      <section className={styles.card}>
        <h2>{t('vip_benefits_all')}</h2>
        <TierTable
          tiers={club.tiers}
          columns={['salary', 'cashback']}
          currentLevel={status.level}
          testId="benefits-table"
        />
        <Link to="/vip" className="btn btn-ghost btn-block">
          {t('title_vip')}
        </Link>
      </section>
    </div>
  );
}
