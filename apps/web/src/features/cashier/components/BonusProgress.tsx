import type { MemberBonus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import * as styles from '../cashier.module.css';
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
    <div className={styles.bonusProgress}>
      <ProgressBar
        percent={percent}
        label={t('bonus_progress_label')}
        valueText={`${percent}% · ${text}`}
        testId="bonus-progress"
      />
      <span className={styles.bonusProgressText} data-testid="bonus-progress-text">
        {text}
      </span>
    </div>
  );
}
