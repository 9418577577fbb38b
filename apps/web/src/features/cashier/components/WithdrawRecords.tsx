import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { RecordCard, RecordsSection } from '../../wallet';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawRecords } from '../api/get-cashier-records';
import * as styles from '../cashier.module.css';
import { useMoneyRequest } from '../hooks/use-money-request';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RECORD_TONE } from '../lib/record-tone';
import { FormError } from './FormError';

/** The member's withdrawals by period (R-WALLET-15); a pending one can be cancelled. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const { filter, setRange, setPage } = useRecordsFilter();
  const records = useWithdrawRecords(filter);
  const cancel = useMoneyRequest(
    (_key, id: string) => cancelWithdrawal(id),
    () => undefined,
  );
  return (
    <RecordsSection
      label={t('cashier_withdraw_records')}
      testId="withdraw-records"
      range={filter}
      onRange={setRange}
      onPage={setPage}
      query={records}
      above={<FormError error={cancel.error} fields={[]} />}
    >
      {records.data?.list.map((w) => (
        <RecordCard
          key={w.withdrawalId}
          data-testid="withdraw-record"
          data-status={w.status}
          title={`${w.bankName} ${w.accountNumber}`}
          amount={formatMoney(w.amount)}
          meta={`${formatMatchTime(w.createdAt)} · #${w.withdrawalId}`}
          status={t(`cashier_status_${w.status}`)}
          tone={RECORD_TONE[w.status]}
        >
          {(w.reason ?? w.payoutRef) && (
            <span className={styles.recordReason}>
              {w.reason ?? t('cashier_payout_ref', { ref: w.payoutRef ?? '' })}
            </span>
          )}
          {w.status === 'pending' && (
            <button
              type="button"
              className={`btn btn-ghost btn-small ${styles.recordAction}`}
              disabled={cancel.busy}
              onClick={() => void cancel.submit(w.withdrawalId)}
              data-testid="withdraw-cancel"
            >
              {t('cashier_cancel_request')}
            </button>
          )}
        </RecordCard>
      ))}
    </RecordsSection>
  );
}
