import { SALARY_CONTRACT_LIMITS, type SalaryPeriod } from '@app/contracts';
import { useSalaryOfferForm } from '../hooks/use-salary-offer-form';
import { SALARY_TEXTS } from '../lib/salary-period';
import { TierOfferForm } from './TierOfferForm';

/** The agent offers daily-salary (R-API-112) or hourly-salary (R-AGENT-06) tiers to a direct downline. */
export function SalaryOfferForm({ period }: { period: SalaryPeriod }) {
  const texts = SALARY_TEXTS[period];
  const fields = [
    { name: 'turnover', label: 'salary_tier_turnover' },
    { name: 'salary', label: texts.tierSalary },
  ] as const;
  return (
    <TierOfferForm
      kind="salary"
      title={texts.formTitle}
      note={texts.formNote}
      fields={fields}
      maxTiers={SALARY_CONTRACT_LIMITS.maxTiers}
      form={useSalaryOfferForm(period)}
    />
  );
}
