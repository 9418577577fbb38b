import type { StatementPeriod, StatementRow } from '@app/contracts';
import { type MessageKey, useTranslation } from '../../../i18n';
import { formatDay } from '../../../shared/lib/date-time';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/money';
import * as styles from '../protection.module.css';

type Figures = Omit<StatementRow, 'start'>;

const LINES: [keyof Omit<Figures, 'net'>, MessageKey][] = [
  ['deposits', 'statement_deposits'],
  ['withdrawals', 'statement_withdrawals'],
  ['bets', 'statement_bets'],
  ['wins', 'statement_wins'],
  ['rewards', 'statement_rewards'],
];

/** How a period's first day reads: the day itself, the week from that Monday, or the month. */
export function useStatementLabel() {
  const { t } = useTranslation();
  return (period: StatementPeriod, start: string) => {
    if (period === 'day') return formatDay(start);
    if (period === 'week') return t('statement_week_of', { date: formatDay(start) });
    return t('statement_month_of', { month: formatDay(start).slice(3) });
  };
}

/** One period's money in and out, and what play won or lost, the result told in words as well. */
export function StatementCard({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: Figures;
  testId: string;
}) {
  const { t } = useTranslation();
  const tone = figures.net > 0 ? 'up' : figures.net < 0 ? 'down' : 'even';
  return (
    <section className={`card-section ${styles.statementCard}`} data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <dl className={styles.statementLines}>
        {LINES.map(([key, label]) => (
          <div key={key} className={styles.statementLine}>
            <dt>{t(label)}</dt>
            <dd data-testid={`${testId}-${key}`}>{formatMoney(figures[key])}</dd>
          </div>
        ))}
        <div className={`${styles.statementLine} ${styles.statementNet}`} data-tone={tone}>
          <dt>{t(`statement_net_${tone}`)}</dt>
          <dd data-testid={`${testId}-net`}>{formatSignedMoney(figures.net)}</dd>
        </div>
      </dl>
    </section>
  );
}
