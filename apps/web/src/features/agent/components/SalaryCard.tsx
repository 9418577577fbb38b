import type { DailySalaryRow, SalaryPeriod } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useCurrentSalary, useSalaries } from '../api/get-salaries';
import { hourLabel, pastRangeOf, SALARY_TEXTS } from '../lib/salary-period';

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
        <span>
          {formatDate(`${row.day}T12:00:00+08:00`)}
          {row.hour === null ? '' : ` ${hourLabel(row.hour)}`}
        </span>
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
        <SalaryRow key={`${row.contractId}-${row.day}-${row.hour}`} row={row} />
      ))}
    </ul>
  );
}

/**
 * The running period's salary so far and the finished ones, received or paid: today and the last
 * 30 days (R-AGENT-09), or this hour and the hours of today and yesterday (R-AGENT-06).
 */
export function SalaryCard({ period }: { period: SalaryPeriod }) {
  const { t } = useTranslation();
  const texts = SALARY_TEXTS[period];
  const current = useCurrentSalary(period);
  const past = useSalaries(period, pastRangeOf(period));
  return (
    <section className={styles.card} data-testid="salary-card">
      <h2 className={styles.heading}>{t(texts.nowTitle)}</h2>
      <QueryState query={current}>
        {(value) => <Rows rows={value.list} empty={texts.nowNone} testId="salary-today" />}
      </QueryState>
      <p className={styles.note}>{t(texts.nowNote)}</p>
      <h2 className={styles.heading}>{t(texts.pastTitle)}</h2>
      <QueryState query={past}>
        {(value) => <Rows rows={value.list} empty={texts.pastNone} testId="salary-days" />}
      </QueryState>
    </section>
  );
}
