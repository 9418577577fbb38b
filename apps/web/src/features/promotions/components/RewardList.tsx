import type { RewardList as Rewards } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useClaimReward } from '../hooks/use-claim-reward';
import * as promoStyles from '../promotions.module.css';
import { RewardItem } from './RewardItem';

/** The rewards of a centre, or why there are none and where rewards come from. */
export function RewardList({
  rewards,
  emptyKey,
}: {
  rewards: Rewards;
  emptyKey: 'reward_empty_all' | 'reward_empty_waiting';
}) {
  const { t } = useTranslation();
  const { claim, claimingId } = useClaimReward();
  if (rewards.list.length === 0)
    return (
      <div className={promoStyles.empty} data-testid="reward-empty">
        <p>{t(emptyKey)}</p>
        <Link to="/activity" className="btn btn-ghost">
          {t('reward_see_promotions')}
        </Link>
      </div>
    );
  return (
    <ul className={promoStyles.rewardList} data-testid="reward-list">
      {rewards.list.map((reward) => (
        <RewardItem key={reward.id} reward={reward} claiming={claimingId === reward.id} onClaim={claim} />
      ))}
    </ul>
  );
}
