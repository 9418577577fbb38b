import type { WithdrawInfo } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatAmount, formatMoney } from '../../../shared/lib/money';
import * as styles from '../cashier.module.css';
import { WithdrawBonusWarning } from './WithdrawBonusWarning';

/**
 * How much can be withdrawn now, and, when nothing can, the turnover still needed and why; a running
 * bonus is said before anything else, as a withdrawal forfeits it (R-WALLET-08).
 */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <section className={styles.cashierCard} data-testid="withdraw-summary">
      <div className={styles.summaryRow}>
        <span>{t('cashier_balance')}</span>
        <strong data-testid="withdraw-balance">{formatMoney(info.balance)}</strong>
      </div>
      <div className={styles.summaryRow}>
        <span>{t('cashier_withdrawable')}</span>
        <strong data-testid="withdrawable">{formatMoney(info.withdrawable)}</strong>
      </div>
      {info.pendingAmount > 0 && (
        <div className={styles.summaryRow}>
          <span>{t('cashier_pending_withdrawals')}</span>
          <strong>{formatMoney(info.pendingAmount)}</strong>
        </div>
      )}
      {info.bonus && <WithdrawBonusWarning bonus={info.bonus} />}
      {info.turnoverNeeded > 0 && (
        <p className={styles.cashierNotice} data-testid="turnover-needed">
          {t('cashier_turnover_needed', { amount: formatAmount(info.turnoverNeeded) })}
        </p>
      )}
    </section>
  );
}
