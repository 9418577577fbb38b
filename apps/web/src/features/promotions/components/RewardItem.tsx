import type { Reward } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';

interface Props {
  reward: Reward;
  claiming: boolean;
  onClaim: (rewardId: string) => void;
}

/** One reward: where it came from, how much, its state, and until when it can be received. */
export function RewardItem({ reward, claiming, onClaim }: Props) {
  const { t } = useTranslation();
  return (
    <li className="reward-item" data-testid="reward-item" data-status={reward.status}>
      <div className="reward-main">
        <span className="reward-source">{t(`reward_source_${reward.source}`)}</span>
        <strong className="reward-amount">{formatMoney(reward.amount)}</strong>
        <span className="reward-when">
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
          className="btn btn-primary reward-claim"
          disabled={claiming}
          aria-busy={claiming}
          onClick={() => onClaim(reward.id)}
          data-testid="reward-claim"
        >
          {t('reward_receive')}
        </button>
      ) : (
        <span className={`reward-status reward-status-${reward.status}`}>
          {t(`reward_status_${reward.status}`)}
        </span>
      )}
    </li>
  );
}
