import type { MemberBonus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { wageringProgress } from '../lib/bonus';

/** How much of a bonus's wagering is met: a bar, and the pesos bet of those required (R-WALLET-08). */
export function BonusProgress({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const percent = wageringProgress(bonus);
  const text = t('bonus_progress', {
    wagered: formatAmount(bonus.wagered),
    required: formatAmount(bonus.wageringRequired),
  });
  return (
    <div className="bonus-progress">
      <div
        className="bonus-progress-track"
        role="progressbar"
        aria-label={t('bonus_progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${text}`}
        data-testid="bonus-progress"
      >
        <span className="bonus-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="bonus-progress-text" data-testid="bonus-progress-text">
        {text}
      </span>
    </div>
  );
}
