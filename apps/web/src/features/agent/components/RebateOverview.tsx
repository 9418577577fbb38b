import type { Quotas, RebateSettings } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import * as styles from '../agent.module.css';
import { formatPercent } from '../lib/rebates';

/** The agent's own rate per category and the quotas left at each level (R-AGENT-12). */
export function RebateOverview({ settings, quotas }: { settings: RebateSettings; quotas: Quotas }) {
  const { t } = useTranslation();
  const rates = settings.list.filter((row) => row.rebate > 0);
  return (
    <section className={styles.card} aria-labelledby="rebates-own-title" data-testid="rebates-own">
      <h2 className={styles.heading} id="rebates-own-title">
        {t('rebates_yours')}
      </h2>
      <p className={styles.note}>{t('rebates_agent_type', { type: settings.agentType })}</p>
      {rates.length === 0 ? (
        <p className={styles.empty} data-testid="rebates-none">
          {t('rebates_none')}
        </p>
      ) : (
        <ul className={styles.rows}>
          {rates.map((row) => (
            <li key={row.category} className={styles.row} data-testid="rebate-own-row">
              <div className={styles.rowMain}>
                <span>{t(categoryTitleKey(row.category))}</span>
                <strong>{formatPercent(row.rebate)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.label}>{t('rebates_quotas')}</h3>
      {quotas.list.length === 0 ? (
        <p className={styles.note}>{t('rebates_no_quotas')}</p>
      ) : (
        <ul className={styles.rows}>
          {quotas.list.map((row) => (
            <li key={row.level} className={styles.row} data-testid="quota-row">
              {t('rebates_quota_row', { level: formatPercent(row.level), count: row.remaining })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
