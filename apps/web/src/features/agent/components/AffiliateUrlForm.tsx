import { useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';
import type { useAffiliateUrlActions } from '../hooks/use-affiliate-urls';
import { formatPercent } from '../lib/rebates';

type Actions = ReturnType<typeof useAffiliateUrlActions>;

/** Domain and default rebate of a new affiliate URL (R-AGENT-13, R-API-118). */
export function AffiliateUrlForm({
  actions,
  domains,
  maxRebate,
  full,
}: {
  actions: Actions;
  domains: readonly string[];
  maxRebate: number;
  full: boolean;
}) {
  const { t } = useTranslation();
  const problem = actions.problem;
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={actions.submit}
      noValidate
      data-testid="affiliate-form"
    >
      <h2 className={styles.heading}>{t('affiliate_new')}</h2>
      <label className={styles.field}>
        <span className={styles.label}>{t('affiliate_domain')}</span>
        <select
          value={actions.domain}
          onChange={(event) => actions.setDomain(event.target.value)}
          aria-invalid={problem?.field === 'domain'}
          data-testid="affiliate-domain"
        >
          {domains.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor="affiliate-rebate">
        <span className={styles.label}>{t('affiliate_rebate', { max: formatPercent(maxRebate) })}</span>
      </label>
      <div className="field">
        <input
          id="affiliate-rebate"
          inputMode="decimal"
          value={actions.rebate}
          aria-invalid={problem?.field === 'rebate'}
          aria-describedby={problem?.field === 'rebate' ? 'affiliate-rebate-message' : undefined}
          onChange={(event) => actions.setRebate(event.target.value)}
          data-testid="affiliate-rebate"
        />
      </div>
      {problem && (
        <p className={styles.message} id={`affiliate-${problem.field}-message`} role="alert">
          {t(problem.key)}
        </p>
      )}
      {full && <p className={styles.note}>{t('err_affiliate_url_limit')}</p>}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={actions.creating || full || domains.length === 0}
        data-testid="affiliate-create"
      >
        {t('affiliate_create')}
      </button>
    </form>
  );
}
