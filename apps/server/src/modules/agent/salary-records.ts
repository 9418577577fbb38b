import type { CurrentDailySalary, DailySalaryPage, SalaryPeriod } from '@app/contracts';
import { salaryForTurnover } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { recordsRange } from '../../lib/records-range.js';
import { slotAt, slotRange } from './salary-periods.js';
import { contractsInForce, payoutsOf, settledTreeTurnover } from './salary-repository.js';
import { viewOfSalary } from './salary-view.js';

/**
 * The running period so far under each contract of the period in force where the caller receives
 * or pays (R-API-105; this hour for hourly contracts, R-AGENT-06): the settled turnover of the
 * downline's tree since the period began and the tier it reaches now. It is paid only once the
 * period is over.
 */
export async function currentSalary(
  db: Db,
  memberId: number,
  period: SalaryPeriod,
  now = new Date(),
): Promise<CurrentDailySalary> {
  const slot = slotAt(period, now.getTime());
  const { from } = slotRange(period, slot);
  const hour = period === 'hour' ? slot.hour : null;
  const list = [];
  for (const contract of await contractsInForce(db, now, period, memberId)) {
    const turnover = await settledTreeTurnover(db, contract.memberId, from, now);
    list.push(
      viewOfSalary(memberId, {
        day: slot.day,
        hour,
        contractId: contract.id,
        agentId: contract.agentId,
        agentAccount: contract.agentAccount,
        memberAccount: contract.memberAccount,
        turnover,
        salary: salaryForTurnover(contract.tiers, turnover),
        status: 'today',
      }),
    );
  }
  return { day: slot.day, hour, list };
}

/** The caller's salaries of the period, received and paid, for Manila days (R-API-106); at most 90 days. */
export async function querySalary(
  db: Db,
  memberId: number,
  period: SalaryPeriod,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<DailySalaryPage> {
  const range = recordsRange(query);
  const rows = await payoutsOf(db, memberId, period, range);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    list: rows.map((row) => viewOfSalary(memberId, row)),
  };
}
