import { SALARY_CONTRACT_LIMITS } from '@app/contracts';
import { useSalaryOfferForm } from '../hooks/use-salary-offer-form';
import { TierOfferForm } from './TierOfferForm';

const FIELDS = [
  { name: 'turnover', label: 'salary_tier_turnover' },
  { name: 'salary', label: 'salary_tier_salary' },
] as const;

/** The agent offers daily-salary tiers to a direct downline (R-API-112). */
export function SalaryOfferForm() {
  return (
    <TierOfferForm
      kind="salary"
      title="salary_offer_form_title"
      note="salary_offer_form_note"
      fields={FIELDS}
      maxTiers={SALARY_CONTRACT_LIMITS.maxTiers}
      form={useSalaryOfferForm()}
    />
  );
}
