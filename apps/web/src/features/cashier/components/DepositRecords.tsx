import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { RecordCard, RecordsSection } from '../../wallet';
import { useDepositRecords } from '../api/get-cashier-records';
import * as styles from '../cashier.module.css';
import { useRecordsFilter } from '../hooks/use-records-filter';
import { RECORD_TONE } from '../lib/record-tone';

/** The member's deposits by period with status and the operator's reason (R-WALLET-11). */
export function DepositRecords() {
  const { t } = useTranslation();
  const { filter, setRange, setPage } = useRecordsFilter();
  const records = useDepositRecords(filter);
  return (
    <RecordsSection
      label={t('cashier_deposit_records')}
      testId="deposit-records"
      range={filter}
      onRange={setRange}
      onPage={setPage}
      query={records}
    >
      {records.data?.list.map((order) => (
        <RecordCard
          key={order.orderId}
          data-testid="deposit-record"
          data-status={order.status}
          title={t(`cashier_method_${order.method as 'manual'}`)}
          amount={formatMoney(order.paidAmount ?? order.amount)}
          meta={`${formatMatchTime(order.createdAt)} · #${order.orderId}`}
          status={t(`cashier_status_${order.status}`)}
          tone={RECORD_TONE[order.status]}
        >
          {order.reason && <span className={styles.recordReason}>{order.reason}</span>}
        </RecordCard>
      ))}
    </RecordsSection>
  );
}
