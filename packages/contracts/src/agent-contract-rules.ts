// Runtime rules of the agents' contracts (issue 15); no zod here, so the web bundle stays small.

/** Member types never asked about contracts: the trial (4) and the agent sub-types 40 to 42 (R-AGENT-02). */
export const CONTRACT_CHECK_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];

/** Whether the contract check runs for this member type (R-AGENT-02). */
export const runsContractCheck = (type: number | undefined) =>
  type !== undefined && !CONTRACT_CHECK_EXEMPT_TYPES.includes(type);

/** What a salary contract pays for: each Manila day's team turnover, or each Manila hour's. */
export const SALARY_PERIODS = ['day', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Bounds of a salary offer: tiers per contract, and the largest threshold or salary (pesos). */
export const SALARY_CONTRACT_LIMITS = { maxTiers: 10, maxPesos: 10_000_000 } as const;

export const SALARY_CONTRACT_STATUSES = ['pending', 'accepted', 'rejected', 'ended'] as const;
export type SalaryContractStatus = (typeof SALARY_CONTRACT_STATUSES)[number];

/** paid: transferred; none: turnover under the first tier; unpaid: the agent's wallet was short (retried). */
export const SALARY_PAYOUT_STATUSES = ['paid', 'none', 'unpaid'] as const;
export type SalaryPayoutStatus = (typeof SALARY_PAYOUT_STATUSES)[number];

/** One step of a salary contract: from this settled team turnover of the period (pesos), this salary (pesos). */
export interface SalaryTier {
  turnover: number;
  salary: number;
}

/**
 * The period's salary in centavos: the salary of the highest tier whose turnover threshold the
 * downline's team reached (thresholds and salaries both rise from tier to tier), 0 below the first.
 */
export function salaryForTurnover(tiers: readonly SalaryTier[], turnoverCentavos: number): number {
  let salary = 0;
  for (const tier of tiers) if (turnoverCentavos >= tier.turnover * 100) salary = tier.salary * 100;
  return salary;
}

/** Why a tier list is refused, or null: 1 to 10 tiers, thresholds and salaries strictly rising. */
export function salaryTiersProblem(tiers: readonly SalaryTier[]): string | null {
  if (tiers.length < 1 || tiers.length > SALARY_CONTRACT_LIMITS.maxTiers) return 'tiers';
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1], tiers[i]];
    if (!before || !tier || tier.turnover <= before.turnover || tier.salary <= before.salary) return 'tiers';
  }
  return null;
}

/** The contract pages, in the order the check names them (R-AGENT-03, R-AGENT-04). */
export const CONTRACT_PAGES = [
  { field: 'dailysalreqtype', path: '/member/agent/getSalaryContract' },
  { field: 'divtypecompperiodreq', path: '/member/agent/getDevidendContract' },
  { field: 'contracthoursalreq', path: '/member/agent/getHourContract' },
] as const;
export type ContractCheckField = (typeof CONTRACT_PAGES)[number]['field'];

/** The first contract waiting for the member, in the order daily salary, dividend, hourly (R-AGENT-04). */
export function firstWaitingContract(check: Record<ContractCheckField, string>) {
  return CONTRACT_PAGES.find((page) => check[page.field] !== '') ?? null;
}

export const DIVIDEND_CONTRACT_LIMITS = { maxTiers: 10, maxPesos: 100_000_000, maxPercent: 100 } as const;
/** A dividend period: a Manila week, Monday to Sunday. */
export const DIVIDEND_PERIODS = ['week'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
/** paid; due: the period is over and the agent has not paid; none: no profit reached the first tier. */
export const DIVIDEND_STATUSES = ['paid', 'due', 'none', 'open'] as const;
export type DividendStatus = (typeof DIVIDEND_STATUSES)[number];

/** One step of a dividend contract: from this period profit of the team (pesos), this share (%). */
export interface DividendTier {
  profit: number;
  percent: number;
}

/**
 * The period's dividend in centavos: the team's profit for the house (settled bets less wins) times
 * the percent of the highest tier whose profit threshold it reached, rounded down; 0 for a loss.
 */
export function dividendForProfit(tiers: readonly DividendTier[], profitCentavos: number): number {
  if (profitCentavos <= 0) return 0;
  let percent = 0;
  for (const tier of tiers) if (profitCentavos >= tier.profit * 100) percent = tier.percent;
  return Math.floor((profitCentavos * percent) / 100);
}

/** Why a dividend tier list is refused, or null: 1 to 10 tiers, thresholds and percents rising. */
export function dividendTiersProblem(tiers: readonly DividendTier[]): string | null {
  if (tiers.length < 1 || tiers.length > DIVIDEND_CONTRACT_LIMITS.maxTiers) return 'tiers';
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1], tiers[i]];
    if (!before || !tier || tier.profit <= before.profit || tier.percent <= before.percent) return 'tiers';
  }
  return null;
}
