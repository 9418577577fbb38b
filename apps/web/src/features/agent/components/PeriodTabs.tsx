import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';
import { PERIODS, type Period } from '../lib/periods';

/** Today, the last 7 or the last 30 days, in Manila calendar days (R-AGENT-07). */
export function PeriodTabs({ period, onChange }: { period: Period; onChange(period: Period): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.tabs} aria-label={t('agent_period')}>
      {PERIODS.map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={key === period}
          className={key === period ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(key)}
          data-testid={`agent-period-${key}`}
        >
          {t(`agent_period_${key}`)}
        </button>
      ))}
    </fieldset>
  );
}
