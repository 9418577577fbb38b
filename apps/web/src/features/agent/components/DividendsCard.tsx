import type { DividendRow } from '@app/contracts';
import { useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import { formatMoney } from '../../../shared/lib/money';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useCurrentDividend, usePastDividends } from '../api/get-dividends';
import { usePayoutDividend } from '../hooks/use-dividend-actions';

/** A period's Manila day as every date on the site is written. */
const dayOf = (day: string) => formatDate(`${day}T12:00:00+08:00`);

const STATUS_KEYS: Record<DividendRow['status'], MessageKey> = {
  open: 'salary_status_today',
  paid: 'salary_status_paid',
  due: 'dividend_status_due',
  none: 'salary_status_none',
};

function Rows({
  rows,
  empty,
  onPay,
}: {
  rows: DividendRow[];
  empty: MessageKey;
  onPay(row: DividendRow): void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.empty}>{t(empty)}</p>;
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li
          key={`${row.contractId}-${row.periodStart}`}
          className={styles.row}
          data-testid="dividend-row"
          data-status={row.status}
        >
          <div className={styles.rowMain}>
            <strong>
              {t(row.role === 'received' ? 'salary_from' : 'salary_to', {
                account: row.role === 'received' ? row.agentAccount : row.memberAccount,
              })}
            </strong>
            <span>{formatMoney(row.dividend)}</span>
          </div>
          <div className={styles.rowMeta}>
            <span>{t('dividend_week', { start: dayOf(row.periodStart), end: dayOf(row.periodEnd) })}</span>
            <span>{t('dividend_profit', { amount: formatMoney(row.profit) })}</span>
            <span>{t(STATUS_KEYS[row.status])}</span>
          </div>
          {row.role === 'offered' && row.status === 'due' && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => onPay(row)}
              data-testid="dividend-pay"
            >
              {t('dividend_pay')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** This week so far and past weeks; the agent pays a due week after confirming (R-AGENT-11). */
export function DividendsCard() {
  const { t } = useTranslation();
  const current = useCurrentDividend();
  const past = usePastDividends();
  const payout = usePayoutDividend();
  const [paying, setPaying] = useState<DividendRow | null>(null);
  return (
    <section className={styles.card} data-testid="dividends">
      <h2 className={styles.heading}>{t('dividend_current_title')}</h2>
      <QueryState query={current}>
        {({ list }) => <Rows rows={list} empty="dividend_none" onPay={setPaying} />}
      </QueryState>
      <h2 className={styles.heading}>{t('dividend_past_title')}</h2>
      <QueryState query={past}>
        {({ list }) => <Rows rows={list} empty="dividend_past_none" onPay={setPaying} />}
      </QueryState>
      {paying && (
        <ConfirmDialog
          testId="dividend-confirm"
          message={t('dividend_pay_confirm', {
            amount: formatMoney(paying.dividend),
            account: paying.memberAccount,
            start: dayOf(paying.periodStart),
          })}
          cancelLabel={t('prompt_cancel')}
          confirmLabel={t('dividend_pay')}
          busy={payout.isPending}
          onCancel={() => setPaying(null)}
          onConfirm={() =>
            payout.mutate(
              { contractId: paying.contractId, periodStart: paying.periodStart },
              { onSettled: () => setPaying(null) },
            )
          }
        />
      )}
    </section>
  );
}
