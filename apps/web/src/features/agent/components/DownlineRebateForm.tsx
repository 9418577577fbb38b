import type { DownlineRebates } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { categoryTitleKey } from '../../../shared/lib/category-title';
import * as styles from '../agent.module.css';
import { useDownlineRebateForm } from '../hooks/use-downline-rebate-form';
import { formatPercent } from '../lib/rebates';

/** One direct downline's rate per category, each within its range, and Save (R-API-121). */
export function DownlineRebateForm({ current }: { current: DownlineRebates }) {
  const { t } = useTranslation();
  const form = useDownlineRebateForm(current);
  const rows = current.list.filter((row) => row.max > 0 || row.rebate > 0);
  if (rows.length === 0) return <p className={styles.note}>{t('rebates_none')}</p>;
  return (
    <form
      className={`${styles.form} ${styles.rebateForm}`}
      onSubmit={form.submit}
      noValidate
      data-testid="rebate-form"
    >
      {rows.map((row) => {
        const id = `rebate-${row.category}`;
        const wrong = form.problem?.category === row.category;
        return (
          <div key={row.category} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t(categoryTitleKey(row.category))}{' '}
              <span className={styles.hint}>
                ({t('rebates_range', { min: formatPercent(row.min), max: formatPercent(row.max) })})
              </span>
            </label>
            <div className="field">
              <input
                id={id}
                inputMode="decimal"
                value={form.shownValue(row.category)}
                aria-invalid={wrong}
                aria-describedby={wrong ? `${id}-message` : undefined}
                onChange={(event) => form.edit(row.category, event.target.value)}
                data-testid={id}
              />
            </div>
            {wrong && form.problem && (
              <p className={styles.message} id={`${id}-message`} role="alert">
                {t(form.problem.key)}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={form.busy || !form.changed}
        data-testid="rebate-save"
      >
        {t('rebates_save')}
      </button>
    </form>
  );
}
