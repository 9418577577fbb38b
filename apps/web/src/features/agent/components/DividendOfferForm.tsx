import { DIVIDEND_CONTRACT_LIMITS } from '@app/contracts';
import { useDividendOfferForm } from '../hooks/use-dividend-offer-form';
import { TierOfferForm } from './TierOfferForm';

const FIELDS = [
  { name: 'profit', label: 'dividend_tier_profit' },
  { name: 'percent', label: 'dividend_tier_percent' },
] as const;

/** The agent offers dividend tiers to a direct downline (R-AGENT-06). */
export function DividendOfferForm() {
  return (
    <TierOfferForm
      kind="dividend"
      title="dividend_offer_form_title"
      note="dividend_offer_form_note"
      fields={FIELDS}
      maxTiers={DIVIDEND_CONTRACT_LIMITS.maxTiers}
      form={useDividendOfferForm()}
    />
  );
}
