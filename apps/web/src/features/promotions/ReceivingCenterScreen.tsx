import { useTranslation } from '../../i18n';
import { formatMoney } from '../../shared/lib/money';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useRewards } from './api/get-rewards';
import { PromoTerms } from './components/PromoTerms';
import { RewardList } from './components/RewardList';
import * as promoStyles from './promotions.module.css';

/** /m/receivingCenter (R-PROMO-11): the rewards waiting to be received, with their total. */
export default function ReceivingCenterScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const rewards = useRewards('waiting');
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={promoStyles.screen} data-testid="receiving-center">
      <QueryState query={rewards}>
        {(data) => (
          <>
            <section className={`${promoStyles.card} ${promoStyles.total}`}>
              <span>{t('reward_waiting_total')}</span>
              <strong data-testid="reward-waiting-total">{formatMoney(data.waitingTotal)}</strong>
            </section>
            <RewardList rewards={data} emptyKey="reward_empty_waiting" />
          </>
        )}
      </QueryState>
      <PromoTerms termsKey="reward_terms" />
    </div>
  );
}
