import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawRecords } from '../api/get-cashier-records';
import { useMoneyRequest } from '../hooks/use-money-request';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { FormError } from './FormError';
import { RecordsSection } from './RecordsSection';

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
      filter={filter}
      onRange={setRange}
      onPage={setPage}
      query={records}
      above={<FormError error={cancel.error} fields={[]} />}
    >
      {records.data?.list.map((w) => (
        <li key={w.withdrawalId} className="record-card" data-testid="withdraw-record" data-status={w.status}>
          <span className="record-title">
            {w.bankName} {w.accountNumber}
          </span>
          <strong className="record-amount">{formatMoney(w.amount)}</strong>
          <span className="record-meta">
            {formatMatchTime(w.createdAt)} · #{w.withdrawalId}
          </span>
          <span className={`record-meta record-right status-${w.status}`}>
            {t(`cashier_status_${w.status}`)}
          </span>
          {(w.reason ?? w.payoutRef) && (
            <span className="record-reason">
              {w.reason ?? t('cashier_payout_ref', { ref: w.payoutRef ?? '' })}
            </span>
          )}
          {w.status === 'pending' && (
            <button
              type="button"
              className="btn btn-ghost btn-small record-action"
              disabled={cancel.busy}
              onClick={() => void cancel.submit(w.withdrawalId)}
              data-testid="withdraw-cancel"
            >
              {t('cashier_cancel_request')}
            </button>
          )}
        </li>
      ))}
    </RecordsSection>
  );
}
