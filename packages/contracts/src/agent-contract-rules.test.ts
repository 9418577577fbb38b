import { describe, expect, it } from 'vitest';
import {
  dividendForProfit,
  dividendTiersProblem,
  firstWaitingContract,
  runsContractCheck,
  salaryForTurnover,
  salaryTiersProblem,
} from './agent-contract-rules.js';

const TIERS = [
  { turnover: 100, salary: 10 },
  { turnover: 1000, salary: 50 },
];

describe('agent contract rules', () => {
  it('R-AGENT-05 the salary is the highest tier reached by the turnover, 0 below the first', () => {
    expect(salaryForTurnover(TIERS, 9_999)).toBe(0);
    expect(salaryForTurnover(TIERS, 10_000)).toBe(1_000);
    expect(salaryForTurnover(TIERS, 99_999)).toBe(1_000);
    expect(salaryForTurnover(TIERS, 100_000)).toBe(5_000);
  });

  it('R-AGENT-05 tiers must rise in both threshold and salary', () => {
    expect(salaryTiersProblem(TIERS)).toBeNull();
    expect(salaryTiersProblem([])).toBe('tiers');
    expect(salaryTiersProblem([...TIERS].reverse())).toBe('tiers');
    expect(
      salaryTiersProblem([
        { turnover: 1, salary: 5 },
        { turnover: 2, salary: 5 },
      ]),
    ).toBe('tiers');
  });

  it('R-AGENT-02 the check skips trial accounts and agent types 40 to 42', () => {
    expect([0, 1, 2, 4, 40, 41, 42].map(runsContractCheck)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(runsContractCheck(undefined)).toBe(false);
  });

  it('R-AGENT-04 several waiting contracts name the first in the order daily salary, dividend, hourly', () => {
    expect(
      firstWaitingContract({ dailysalreqtype: '', divtypecompperiodreq: '7', contracthoursalreq: '9' })?.path,
    ).toBe('/member/agent/getDevidendContract');
    expect(
      firstWaitingContract({ dailysalreqtype: '3', divtypecompperiodreq: '7', contracthoursalreq: '' })?.path,
    ).toBe('/member/agent/getSalaryContract');
    expect(
      firstWaitingContract({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '1' })?.path,
    ).toBe('/member/agent/getHourContract');
    expect(
      firstWaitingContract({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' }),
    ).toBeNull();
  });
});

describe('dividend rules', () => {
  const TIERS = [
    { profit: 100, percent: 10 },
    { profit: 1000, percent: 20 },
  ];
  it('R-AGENT-11 the dividend is the percent of the highest tier reached, rounded down; nothing for a loss', () => {
    expect(dividendForProfit(TIERS, -50_000)).toBe(0);
    expect(dividendForProfit(TIERS, 9_999)).toBe(0);
    expect(dividendForProfit(TIERS, 10_005)).toBe(1_000);
    expect(dividendForProfit(TIERS, 150_000)).toBe(30_000);
    expect(dividendTiersProblem(TIERS)).toBeNull();
    expect(dividendTiersProblem([...TIERS].reverse())).toBe('tiers');
  });
});
