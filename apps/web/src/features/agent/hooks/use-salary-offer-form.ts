import { SALARY_CONTRACT_LIMITS, type SalaryPeriod, salaryTiersProblem } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { salaryPeriodScope } from '../api/get-salary-offer';
import { offerSalaryContract } from '../api/offer-salary-contract';
import { useTierOfferForm } from './use-tier-offer-form';

export interface TierDraft {
  turnover: string;
  salary: string;
}
const WHOLE_PESOS = /^\d{1,8}$/u;

/** The tiers as numbers, or the message that says what is wrong with them. */
function tiersOf(drafts: TierDraft[]): { turnover: number; salary: number }[] | MessageKey {
  if (drafts.some((d) => !WHOLE_PESOS.test(d.turnover.trim()) || !WHOLE_PESOS.test(d.salary.trim())))
    return 'salary_offer_whole_pesos';
  const tiers = drafts.map((d) => ({ turnover: Number(d.turnover), salary: Number(d.salary) }));
  if (tiers.some((tier) => tier.salary < 1 || tier.salary > SALARY_CONTRACT_LIMITS.maxPesos))
    return 'salary_offer_whole_pesos';
  return salaryTiersProblem(tiers) ? 'salary_offer_rising' : tiers;
}

/** The offer form of R-API-112 and its hourly twin: the downline chosen, the tiers typed, and submit. */
export const useSalaryOfferForm = (period: SalaryPeriod) =>
  useTierOfferForm({
    empty: { turnover: '', salary: '' } satisfies TierDraft,
    maxTiers: SALARY_CONTRACT_LIMITS.maxTiers,
    tiersOf,
    offer: (body) => offerSalaryContract(period, body),
    scope: salaryPeriodScope(period),
  });
