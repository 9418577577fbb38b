import type { CurrentDailySalary, DailySalaryPage } from '@app/contracts';
import { rangeInstants, salaryForTurnover, siteToday } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { recordsRange } from '../../lib/records-range.js';
import { contractsInForce, payoutsOf, settledTreeTurnover } from './salary-repository.js';
import { viewOfSalary } from './salary-view.js';

/**
 * Today so far under each contract in force where the caller receives or pays (R-API-105): the
 * settled turnover of the downline's tree since Manila midnight and the tier it reaches now. It is
 * paid only once the day is over.
 */
export async function currentDailySalary(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<CurrentDailySalary> {
  const day = siteToday(now.getTime());
  const { from } = rangeInstants(day, day);
  const list = [];
  for (const contract of await contractsInForce(db, now, memberId)) {
    const turnover = await settledTreeTurnover(db, contract.memberId, from, now);
    list.push(
      viewOfSalary(memberId, {
        day,
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
  return { day, list };
}

/** The caller's daily salaries, received and paid, for Manila days (R-API-106); at most 90 days. */
export async function queryDailySalary(
  db: Db,
  memberId: number,
  query: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<DailySalaryPage> {
  const range = recordsRange(query);
  const rows = await payoutsOf(db, memberId, range.startDate, range.endDate);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    list: rows.map((row) => viewOfSalary(memberId, row)),
  };
}
