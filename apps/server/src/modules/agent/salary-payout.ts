import { daysBefore, type SalaryPeriod, salaryForTurnover, siteToday } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { payBetweenMembers } from '../wallet/index.js';
import { slotKey, slotRange, slotsBefore } from './salary-periods.js';
import {
  claimPayoutSlot,
  contractsToSettle,
  findContract,
  type PayoutSlot,
  recordPayout,
  type SalaryContractRow,
  settledTreeTurnover,
  unpaidSlots,
} from './salary-repository.js';

/** A round settled just before a period's end commits a moment later: a period is paid only after this long. */
const SETTLE_GRACE_MS = 5 * 60_000;
/** Finished periods looked at on each run, so a stretch without a run is caught up. */
const CATCH_UP: Record<SalaryPeriod, number> = { day: 3, hour: 24 };
/** A period a short wallet left unpaid is tried again for this many days. */
const RETRY_DAYS = 30;

export interface SalaryRunResult {
  paid: number;
  unpaid: number;
}

/**
 * Pays each contract's salary for the finished Manila days and hours (R-AGENT-05, R-AGENT-06): the
 * contract in force at the period's end, the settled turnover of the downline's whole tree in it,
 * the tier it reached, out of the agent's wallet into the downline's. Each (contract, period) is
 * one transaction holding its `salary_payouts` row and the transfers keyed by both, so a period
 * pays once whichever node runs it, however often, and a run killed halfway leaves either the
 * whole period or nothing.
 */
export async function paySalaries(db: Db, now = new Date()): Promise<SalaryRunResult> {
  const settledUpTo = now.getTime() - SETTLE_GRACE_MS;
  const result: SalaryRunResult = { paid: 0, unpaid: 0 };
  const count = (status: string) => {
    if (status === 'paid') result.paid++;
    if (status === 'unpaid') result.unpaid++;
  };
  for (const period of ['day', 'hour'] as const)
    for (const slot of slotsBefore(period, settledUpTo, CATCH_UP[period]))
      for (const contract of await contractsToSettle(db, slotRange(period, slot).to, period, slot))
        count(await payPeriod(db, contract, slot));
  for (const { contractId, ...slot } of await unpaidSlots(
    db,
    daysBefore(siteToday(settledUpTo), RETRY_DAYS),
  )) {
    const contract = await findContract(db, contractId);
    if (contract) count(await payPeriod(db, contract, slot));
  }
  return result;
}

/** One contract's period: what this call did ('paid', 'none', 'unpaid') or 'done' when it was already settled. */
export async function payPeriod(db: Db, contract: SalaryContractRow, slot: PayoutSlot) {
  return db.transaction(async (tx) => {
    if ((await claimPayoutSlot(tx, contract, slot)) !== 'unpaid') return 'done';
    const { from, to } = slotRange(contract.period, slot);
    const turnover = await settledTreeTurnover(tx, contract.memberId, from, to);
    const salary = salaryForTurnover(contract.tiers, turnover);
    if (salary === 0) {
      await recordPayout(tx, contract.id, slot, { turnover, salary, status: 'none' });
      return 'none';
    }
    const paid = await payBetweenMembers(tx, {
      fromMemberId: contract.agentId,
      toMemberId: contract.memberId,
      centavos: salary,
      kind: 'agent_salary',
      key: `salary:${contract.id}:${slotKey(contract.period, slot)}`,
    });
    const status = paid.outcome === 'insufficient' ? 'unpaid' : 'paid';
    await recordPayout(tx, contract.id, slot, { turnover, salary, status });
    return status;
  });
}
