import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useRewards } from './api/get-rewards';
import { PromoTerms } from './components/PromoTerms';
import { RewardList } from './components/RewardList';
import { WheelSection } from './components/WheelSection';
import * as promoStyles from './promotions.module.css';

/**
 * /m/rewardCenter (R-PROMO-09), open while `REWCEN3` is on: every reward with its state, the way
 * to the receiving centre, and the VIP wheel.
 */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const rewards = useRewards('all');
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={promoStyles.screen} data-testid="reward-center">
      <WheelSection />
      <Link
        to="/receivingCenter"
        className={`${promoStyles.card} ${promoStyles.link}`}
        data-testid="reward-to-receiving"
      >
        <span>{t('title_receiving_center')}</span>
        <span className={promoStyles.linkNote}>{t('reward_receiving_note')}</span>
      </Link>
      <h2 className={promoStyles.heading}>{t('reward_history')}</h2>
      <QueryState query={rewards}>
        {(data) => <RewardList rewards={data} emptyKey="reward_empty_all" />}
      </QueryState>
      <PromoTerms termsKey="reward_terms" />
    </div>
  );
}
