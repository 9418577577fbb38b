import type { DailySalaryRow } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useCurrentDailySalary, useDailySalaries } from '../api/get-daily-salary';
import { rangeOf } from '../lib/periods';

const STATUS_KEYS: Record<DailySalaryRow['status'], MessageKey> = {
  today: 'salary_status_today',
  paid: 'salary_status_paid',
  none: 'salary_status_none',
  unpaid: 'salary_status_unpaid',
};

function SalaryRow({ row }: { row: DailySalaryRow }) {
  const { t } = useTranslation();
  const other = row.role === 'received' ? row.agentAccount : row.memberAccount;
  return (
    <li className={styles.row} data-testid="salary-row" data-status={row.status}>
      <div className={styles.rowMain}>
        <strong>{t(row.role === 'received' ? 'salary_from' : 'salary_to', { account: other })}</strong>
        <span className={row.role === 'received' && row.salary > 0 ? styles.gain : undefined}>
          {formatMoney(row.salary)}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <span>{formatDate(`${row.day}T12:00:00+08:00`)}</span>
        <span>{t('salary_turnover', { amount: formatMoney(row.turnover) })}</span>
        <span>{t(STATUS_KEYS[row.status])}</span>
      </div>
    </li>
  );
}

function Rows({ rows, empty, testId }: { rows: DailySalaryRow[]; empty: MessageKey; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className={styles.empty} data-testid={`${testId}-empty`}>
        {t(empty)}
      </p>
    );
  return (
    <ul className={styles.rows} data-testid={testId}>
      {rows.map((row) => (
        <SalaryRow key={`${row.contractId}-${row.day}`} row={row} />
      ))}
    </ul>
  );
}

/** Today's salary so far and the last 30 days' salaries, received or paid (R-AGENT-09). */
export function DailySalaryCard() {
  const { t } = useTranslation();
  const today = useCurrentDailySalary();
  const days = useDailySalaries(rangeOf('month'));
  return (
    <section className={styles.card} data-testid="daily-salary">
      <h2 className={styles.heading}>{t('salary_today_title')}</h2>
      <QueryState query={today}>
        {(value) => <Rows rows={value.list} empty="salary_today_none" testId="salary-today" />}
      </QueryState>
      <p className={styles.note}>{t('salary_today_note')}</p>
      <h2 className={styles.heading}>{t('salary_days_title')}</h2>
      <QueryState query={days}>
        {(value) => <Rows rows={value.list} empty="salary_days_none" testId="salary-days" />}
      </QueryState>
    </section>
  );
}
