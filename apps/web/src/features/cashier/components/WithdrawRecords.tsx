import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatAmount } from '../../../shared/lib/money';
import { DateRangeFields, RecordsPager, RecordsState } from '../../wallet';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawRecords } from '../api/get-cashier-records';
import { useMoneyRequest } from '../hooks/use-money-request';
import { useRecordsFilter } from '../hooks/use-records-filter';
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
    <section className="records" data-testid="withdraw-records" aria-label={t('cashier_withdraw_records')}>
      <div className="records-filters">
        <DateRangeFields range={filter} onChange={setRange} />
      </div>
      <FormError error={cancel.error} fields={[]} />
      <RecordsState query={records}>
        <ul className="records-list">
          {records.data?.list.map((w) => (
            <li
              key={w.withdrawalId}
              className="record-card"
              data-testid="withdraw-record"
              data-status={w.status}
            >
              <span className="record-title">
                {w.bankName} {w.accountNumber}
              </span>
              <strong className="record-amount">₱{formatAmount(w.amount)}</strong>
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
        </ul>
        <RecordsPager
          pageNum={records.data?.pageNum ?? 1}
          totalPages={records.data?.totalPages ?? 0}
          onPage={setPage}
        />
      </RecordsState>
    </section>
  );
}
