import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import * as styles from '../agent.module.css';
import { useDirectDownlines } from '../api/get-direct-downlines';
import * as contractStyles from '../contracts.module.css';
import type { TierOfferState } from '../hooks/use-tier-offer-form';

interface Props<D extends Record<string, string>> {
  /** Names the form's ids and test ids: `salary-offer-form`, `dividend-tier-profit` … */
  kind: 'salary' | 'dividend';
  title: MessageKey;
  note: MessageKey;
  /** A tier's two numbers, in order, with their labels. */
  fields: readonly { name: keyof D & string; label: MessageKey }[];
  maxTiers: number;
  form: TierOfferState<D>;
}

/** An agent offers tiers to a direct downline (R-API-112, R-AGENT-06); the downline answers on the same page. */
export function TierOfferForm<D extends Record<string, string>>({
  kind,
  title,
  note,
  fields,
  maxTiers,
  form,
}: Props<D>) {
  const { t } = useTranslation();
  const downlines = useDirectDownlines(true);
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={form.submit}
      noValidate
      data-testid={`${kind}-offer-form`}
    >
      <h2 className={styles.heading}>{t(title)}</h2>
      <p className={styles.note}>{t(note)}</p>
      <QueryState query={downlines}>
        {({ list }) =>
          list.length === 0 ? (
            <p className={styles.empty} data-testid={`${kind}-offer-no-downlines`}>
              {t('salary_offer_no_downlines')}
            </p>
          ) : (
            <>
              <label className={styles.label} htmlFor={`${kind}-member`}>
                {t('salary_offer_member')}
              </label>
              <select
                id={`${kind}-member`}
                className={contractStyles.select}
                value={form.memberId}
                onChange={(event) => form.setMemberId(event.target.value)}
                data-testid={`${kind}-offer-member`}
              >
                <option value="">{t('salary_offer_pick')}</option>
                {list.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.account}
                  </option>
                ))}
              </select>
              {form.drafts.map((draft, index) => (
                // Tiers have no identity of their own until sent; the position is what the agent edits.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list
                <fieldset key={index} className={contractStyles.tierRow} data-testid={`${kind}-tier-input`}>
                  <legend>{t('salary_tier_n', { n: index + 1 })}</legend>
                  {fields.map((field) => (
                    <label key={field.name}>
                      <span>{t(field.label)}</span>
                      <input
                        inputMode="numeric"
                        value={draft[field.name]}
                        onChange={(event) => form.edit(index, field.name, event.target.value)}
                        data-testid={`${kind}-tier-${field.name}`}
                      />
                    </label>
                  ))}
                  {form.drafts.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      onClick={() => form.remove(index)}
                    >
                      {t('salary_tier_remove')}
                    </button>
                  )}
                </fieldset>
              ))}
              {form.drafts.length < maxTiers && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={form.add}
                  data-testid={`${kind}-tier-add`}
                >
                  {t('salary_tier_add')}
                </button>
              )}
              {form.problem && (
                <p className={styles.message} role="alert" data-testid={`${kind}-offer-problem`}>
                  {t(form.problem)}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={form.busy}
                aria-busy={form.busy}
                data-testid={`${kind}-offer-submit`}
              >
                {t('salary_offer_submit')}
              </button>
            </>
          )
        }
      </QueryState>
    </form>
  );
}
