import { SALARY_CONTRACT_LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import { useDirectDownlines } from '../api/get-direct-downlines';
import { useSalaryOfferForm } from '../hooks/use-salary-offer-form';

/** The agent offers tiers to a direct downline (R-API-112); the downline answers on this same page. */
export function SalaryOfferForm() {
  const { t } = useTranslation();
  const downlines = useDirectDownlines(true);
  const form = useSalaryOfferForm();
  return (
    <form className="agent-card agent-form" onSubmit={form.submit} noValidate data-testid="salary-offer-form">
      <h2 className="agent-heading">{t('salary_offer_form_title')}</h2>
      <p className="agent-note">{t('salary_offer_form_note')}</p>
      <QueryState query={downlines}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="agent-empty" data-testid="salary-offer-no-downlines">
              {t('salary_offer_no_downlines')}
            </p>
          ) : (
            <>
              <label className="agent-label" htmlFor="salary-member">
                {t('salary_offer_member')}
              </label>
              <select
                id="salary-member"
                className="contract-select"
                value={form.memberId}
                onChange={(event) => form.setMemberId(event.target.value)}
                data-testid="salary-offer-member"
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
                <fieldset key={index} className="contract-tier-row" data-testid="salary-tier-input">
                  <legend>{t('salary_tier_n', { n: index + 1 })}</legend>
                  <label>
                    <span>{t('salary_tier_turnover')}</span>
                    <input
                      inputMode="numeric"
                      value={draft.turnover}
                      onChange={(event) => form.edit(index, 'turnover', event.target.value)}
                      data-testid="salary-tier-turnover"
                    />
                  </label>
                  <label>
                    <span>{t('salary_tier_salary')}</span>
                    <input
                      inputMode="numeric"
                      value={draft.salary}
                      onChange={(event) => form.edit(index, 'salary', event.target.value)}
                      data-testid="salary-tier-salary"
                    />
                  </label>
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
              {form.drafts.length < SALARY_CONTRACT_LIMITS.maxTiers && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={form.add}
                  data-testid="salary-tier-add"
                >
                  {t('salary_tier_add')}
                </button>
              )}
              {form.problem && (
                <p className="agent-message" role="alert" data-testid="salary-offer-problem">
                  {t(form.problem)}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={form.busy}
                aria-busy={form.busy}
                data-testid="salary-offer-submit"
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
