import { agentEndpoints, type SalaryPeriod } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { type DayRange, rangeOf } from './periods';

/** The calls of each salary period: the daily ones (R-AGENT-05) and their hourly twins (R-AGENT-06). */
export const SALARY_CALLS = {
  day: {
    apply: agentEndpoints.salaryContractApply,
    request: agentEndpoints.salaryContractRequest,
    process: agentEndpoints.salaryContractProcess,
    history: agentEndpoints.salaryContractHistory,
    current: agentEndpoints.currentDailySalary,
    query: agentEndpoints.queryDailySalary,
  },
  hour: {
    apply: agentEndpoints.hourlySalaryContractApply,
    request: agentEndpoints.hourlySalaryContractRequest,
    process: agentEndpoints.hourlySalaryContractProcess,
    history: agentEndpoints.hourlySalaryContractHistory,
    current: agentEndpoints.currentHourlySalary,
    query: agentEndpoints.queryHourlySalary,
  },
} as const;

/** What the daily and the hourly page say differently; the rest of their words are shared. */
export const SALARY_TEXTS: Record<
  SalaryPeriod,
  Record<
    | 'terms'
    | 'none'
    | 'tierSalary'
    | 'formTitle'
    | 'formNote'
    | 'nowTitle'
    | 'nowNone'
    | 'nowNote'
    | 'pastTitle'
    | 'pastNone'
    | 'historyNone',
    MessageKey
  >
> = {
  day: {
    terms: 'salary_offer_terms',
    none: 'salary_offer_none',
    tierSalary: 'salary_tier_salary',
    formTitle: 'salary_offer_form_title',
    formNote: 'salary_offer_form_note',
    nowTitle: 'salary_today_title',
    nowNone: 'salary_today_none',
    nowNote: 'salary_today_note',
    pastTitle: 'salary_days_title',
    pastNone: 'salary_days_none',
    historyNone: 'salary_history_none',
  },
  hour: {
    terms: 'hourly_offer_terms',
    none: 'hourly_offer_none',
    tierSalary: 'hourly_tier_salary',
    formTitle: 'hourly_offer_form_title',
    formNote: 'hourly_offer_form_note',
    nowTitle: 'hourly_now_title',
    nowNone: 'hourly_now_none',
    nowNote: 'hourly_now_note',
    pastTitle: 'hourly_past_title',
    pastNone: 'hourly_past_none',
    historyNone: 'hourly_history_none',
  },
};

/** The finished periods a page lists: the last 30 days' salaries, or today's and yesterday's hours. */
export const pastRangeOf = (period: SalaryPeriod): DayRange =>
  period === 'day' ? rangeOf('month') : rangeOf('yesterday');

/** "14:00–15:00": the Manila hour a row is for. */
export function hourLabel(hour: number) {
  const pad = (n: number) => `${String(n % 24).padStart(2, '0')}:00`;
  return `${pad(hour)}–${pad(hour + 1)}`;
}
