import { daysBefore, rangeInstants, salaryForTurnover, siteToday } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { payBetweenMembers } from '../wallet/index.js';
import {
  claimPayoutDay,
  contractsInForce,
  findContract,
  recordPayout,
  type SalaryContractRow,
  settledTreeTurnover,
  unpaidDays,
} from './salary-repository.js';

/** A round settled just before midnight commits a moment later: a day is paid only after this long. */
const SETTLE_GRACE_MS = 5 * 60_000;
/** Finished days looked at on each run, so a few days without a run are caught up. */
const CATCH_UP_DAYS = 3;
/** A day a short wallet left unpaid is tried again for this many days. */
const RETRY_DAYS = 30;

export interface SalaryRunResult {
  paid: number;
  unpaid: number;
}

/**
 * Pays each contract's salary for the finished Manila days (R-AGENT-05): the contract in force at
 * the day's end, the settled turnover of the downline's whole tree that day, the tier it reached,
 * out of the agent's wallet into the downline's. Each (contract, day) is one transaction holding
 * its `salary_payouts` row and the transfers keyed by both, so a day pays once whichever node
 * runs it, however often, and a run killed halfway leaves either the whole day or nothing.
 */
export async function payDailySalaries(db: Db, now = new Date()): Promise<SalaryRunResult> {
  const lastDay = daysBefore(siteToday(now.getTime() - SETTLE_GRACE_MS), 1);
  const result: SalaryRunResult = { paid: 0, unpaid: 0 };
  const count = (status: string) => {
    if (status === 'paid') result.paid++;
    if (status === 'unpaid') result.unpaid++;
  };
  for (let back = CATCH_UP_DAYS - 1; back >= 0; back--) {
    const day = daysBefore(lastDay, back);
    for (const contract of await contractsInForce(db, rangeInstants(day, day).to))
      count(await payDay(db, contract, day));
  }
  for (const { contractId, day } of await unpaidDays(db, daysBefore(lastDay, RETRY_DAYS))) {
    const contract = await findContract(db, contractId);
    if (contract) count(await payDay(db, contract, day));
  }
  return result;
}

/** One contract's day: what this call did ('paid', 'none', 'unpaid') or 'done' when it was already settled. */
export async function payDay(db: Db, contract: SalaryContractRow, day: string) {
  return db.transaction(async (tx) => {
    if ((await claimPayoutDay(tx, contract, day)) !== 'unpaid') return 'done';
    const { from, to } = rangeInstants(day, day);
    const turnover = await settledTreeTurnover(tx, contract.memberId, from, to);
    const salary = salaryForTurnover(contract.tiers, turnover);
    if (salary === 0) {
      await recordPayout(tx, contract.id, day, { turnover, salary, status: 'none' });
      return 'none';
    }
    const paid = await payBetweenMembers(tx, {
      fromMemberId: contract.agentId,
      toMemberId: contract.memberId,
      centavos: salary,
      kind: 'agent_salary',
      key: `salary:${contract.id}:${day}`,
    });
    const status = paid.outcome === 'insufficient' ? 'unpaid' : 'paid';
    await recordPayout(tx, contract.id, day, { turnover, salary, status });
    return status;
  });
}
