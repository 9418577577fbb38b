import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { useDepositRecords } from '../api/get-cashier-records';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RecordsSection } from './RecordsSection';

/** The member's deposits by period with status and the operator's reason (R-WALLET-11). */
export function DepositRecords() {
  const { t } = useTranslation();
  const { filter, setRange, setPage } = useRecordsFilter();
  const records = useDepositRecords(filter);
  return (
    <RecordsSection
      label={t('cashier_deposit_records')}
      testId="deposit-records"
      filter={filter}
      onRange={setRange}
      onPage={setPage}
      query={records}
    >
      {records.data?.list.map((order) => (
        <li
          key={order.orderId}
          className="record-card"
          data-testid="deposit-record"
          data-status={order.status}
        >
          <span className="record-title">{t(`cashier_method_${order.method as 'manual'}`)}</span>
          <strong className="record-amount">{formatMoney(order.paidAmount ?? order.amount)}</strong>
          <span className="record-meta">
            {formatMatchTime(order.createdAt)} · #{order.orderId}
          </span>
          <span className={`record-meta record-right status-${order.status}`}>
            {t(`cashier_status_${order.status}`)}
          </span>
          {order.reason && <span className="record-reason">{order.reason}</span>}
        </li>
      ))}
    </RecordsSection>
  );
}
