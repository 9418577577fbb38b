import { STATEMENT_PERIODS, STATEMENT_SPAN, type StatementPeriod } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useTranslation } from '../../i18n';
import { formatDay } from '../../shared/lib/date-time';
import { roleOf, useSession } from '../../shared/stores/session';
import { EmptyState } from '../../shared/ui/EmptyState';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useStatement } from './api/statement';
import { StatementCard, useStatementLabel } from './components/StatementCard';
import * as styles from './protection.module.css';

const PERIOD_TAB: Record<StatementPeriod, MessageKey> = {
  day: 'statement_by_day',
  week: 'statement_by_week',
  month: 'statement_by_month',
};

/**
 * /m/member/statement (issue 16): deposits, withdrawals, bets, wins and the result of play per day,
 * week or month, so a player sees plainly what their play has cost or brought them.
 */
export default function StatementScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [period, setPeriod] = useState<StatementPeriod>('day');
  const statement = useStatement(period);
  const labelOf = useStatementLabel();
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={styles.rgScreen} data-testid="statement">
      <fieldset className={styles.statementPeriods}>
        <legend className="visually-hidden">{t('statement_period')}</legend>
        {STATEMENT_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.statementPeriod}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
            data-testid={`statement-period-${p}`}
          >
            {t(PERIOD_TAB[p])}
          </button>
        ))}
      </fieldset>
      <QueryState query={statement}>
        {(data) => (
          <>
            <p className={styles.rgNote} data-testid="statement-span">
              {t(`statement_span_${data.period}`, {
                count: STATEMENT_SPAN[data.period],
                date: formatDay(data.from),
              })}
            </p>
            {data.rows.length === 0 ? (
              <EmptyState why="statement_empty_why" testId="statement-empty" />
            ) : (
              <>
                <StatementCard title={t('statement_total')} figures={data.total} testId="statement-total" />
                {data.rows.map((row) => (
                  <StatementCard
                    key={row.start}
                    title={labelOf(data.period, row.start)}
                    figures={row}
                    testId={`statement-${row.start}`}
                  />
                ))}
              </>
            )}
          </>
        )}
      </QueryState>
      <Link to="/member/responsibleGaming" className={styles.rgLink} data-testid="statement-limits">
        {t('statement_set_limits')}
      </Link>
    </div>
  );
}
