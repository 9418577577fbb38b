import type { MemberBonus } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatAmount } from '../../../shared/lib/money';
import * as styles from '../cashier.module.css';
import { BonusProgress } from './BonusProgress';

/** Before any withdrawal: a running bonus is forfeited by it, with what is locked and the wagering so far. */
export function WithdrawBonusWarning({ bonus }: { bonus: MemberBonus }) {
  const { t } = useTranslation();
  const pending = bonus.status === 'pending';
  return (
    <div className={styles.bonusWarning} data-testid="withdraw-bonus-warning">
      <strong>{bonus.title}</strong>
      <p>
        {pending
          ? t('bonus_withdraw_warning_pending')
          : t('bonus_withdraw_warning', { locked: formatAmount(bonus.locked) })}
      </p>
      {!pending && <BonusProgress bonus={bonus} />}
    </div>
  );
}
