import { DIVIDEND_CONTRACT_LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import { useDirectDownlines } from '../api/get-direct-downlines';
import { useDividendOfferForm } from '../hooks/use-dividend-offer-form';

/** The agent offers dividend tiers to a direct downline (R-AGENT-06); the downline answers on this page. */
export function DividendOfferForm() {
  const { t } = useTranslation();
  const downlines = useDirectDownlines(true);
  const form = useDividendOfferForm();
  return (
    <form
      className="agent-card agent-form"
      onSubmit={form.submit}
      noValidate
      data-testid="dividend-offer-form"
    >
      <h2 className="agent-heading">{t('dividend_offer_form_title')}</h2>
      <p className="agent-note">{t('dividend_offer_form_note')}</p>
      <QueryState query={downlines}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="agent-empty" data-testid="dividend-offer-no-downlines">
              {t('salary_offer_no_downlines')}
            </p>
          ) : (
            <>
              <label className="agent-label" htmlFor="dividend-member">
                {t('salary_offer_member')}
              </label>
              <select
                id="dividend-member"
                className="contract-select"
                value={form.memberId}
                onChange={(event) => form.setMemberId(event.target.value)}
                data-testid="dividend-offer-member"
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
                <fieldset key={index} className="contract-tier-row" data-testid="dividend-tier-input">
                  <legend>{t('salary_tier_n', { n: index + 1 })}</legend>
                  <label>
                    <span>{t('dividend_tier_profit')}</span>
                    <input
                      inputMode="numeric"
                      value={draft.profit}
                      onChange={(event) => form.edit(index, 'profit', event.target.value)}
                      data-testid="dividend-tier-profit"
                    />
                  </label>
                  <label>
                    <span>{t('dividend_tier_percent')}</span>
                    <input
                      inputMode="numeric"
                      value={draft.percent}
                      onChange={(event) => form.edit(index, 'percent', event.target.value)}
                      data-testid="dividend-tier-percent"
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
              {form.drafts.length < DIVIDEND_CONTRACT_LIMITS.maxTiers && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={form.add}
                  data-testid="dividend-tier-add"
                >
                  {t('salary_tier_add')}
                </button>
              )}
              {form.problem && (
                <p className="agent-message" role="alert" data-testid="dividend-offer-problem">
                  {t(form.problem)}
                </p>
              )}
              <button
                type="submit"
                className="btn btn-primary btn-block"
                disabled={form.busy}
                aria-busy={form.busy}
                data-testid="dividend-offer-submit"
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
