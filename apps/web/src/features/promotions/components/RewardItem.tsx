import type { Reward } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import * as promoStyles from '../promotions.module.css';

interface Props {
  reward: Reward;
  claiming: boolean;
  onClaim: (rewardId: string) => void;
}

/** One reward: where it came from, how much, its state, and until when it can be received. */
export function RewardItem({ reward, claiming, onClaim }: Props) {
  const { t } = useTranslation();
  return (
    <li className={promoStyles.rewardItem} data-testid="reward-item" data-status={reward.status}>
      <div className={promoStyles.rewardMain}>
        <span className={promoStyles.rewardSource}>{t(`reward_source_${reward.source}`)}</span>
        <strong className={promoStyles.rewardAmount}>{formatMoney(reward.amount)}</strong>
        <span className={promoStyles.rewardWhen}>
          {reward.status === 'claimed' && reward.claimedAt
            ? t('reward_received_on', { date: formatMatchTime(reward.claimedAt) })
            : t(reward.status === 'expired' ? 'reward_expired_on' : 'reward_expires_on', {
                date: formatMatchTime(reward.expiresAt),
              })}
        </span>
      </div>
      {reward.status === 'issued' ? (
        <button
          type="button"
          className={`btn btn-primary ${promoStyles.rewardClaim}`}
          disabled={claiming}
          aria-busy={claiming}
          onClick={() => onClaim(reward.id)}
          data-testid="reward-claim"
        >
          {t('reward_receive')}
        </button>
      ) : (
        <span className={promoStyles.rewardStatus}>{t(`reward_status_${reward.status}`)}</span>
      )}
    </li>
  );
}
