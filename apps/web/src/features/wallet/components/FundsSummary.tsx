import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatMoney, HIDDEN_BALANCE } from '../../../shared/lib/money';
import { useFunds } from '../api/get-funds';
import { useBalanceHidden } from '../hooks/use-balance-hidden';
import { defaultRange } from '../lib/date-range';
import * as styles from './funds-summary.module.css';

/** Balance, deposits and withdrawals of the last 7 days on the member centre (R-WALLET-20). */
export function FundsSummary() {
  const { t } = useTranslation();
  const [range] = useState(defaultRange);
  const funds = useFunds(range).data;
  const hidden = useBalanceHidden((s) => s.hidden);
  if (!funds) return null;
  const show = (amount: number) => (hidden ? HIDDEN_BALANCE : formatMoney(amount, funds.currency));
  return (
    <section className="card-section" data-testid="funds-summary">
      <h2 className="section-title">{t('wal_funds_title')}</h2>
      <p className={styles.fundsPeriod}>
        {t('wal_funds_period', { from: formatDate(funds.startDate), to: formatDate(funds.endDate) })} ·{' '}
        {funds.currency}
      </p>
      <div className={styles.fundsSummary}>
        <div>
          <span>{t('wal_balance')}</span>
          <strong data-testid="funds-balance">{show(funds.balance)}</strong>
        </div>
        <div>
          <span>{t('wal_total_deposits')}</span>
          <strong>{show(funds.totalDeposits)}</strong>
        </div>
        <div>
          <span>{t('wal_total_withdrawals')}</span>
          <strong>{show(funds.totalWithdrawals)}</strong>
        </div>
      </div>
    </section>
  );
}
