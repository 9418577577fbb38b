import type { DailySalaryRow, SalaryContract } from '@app/contracts';
import type { SalaryContractRow } from './salary-repository.js';

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** A contract as its two parties see it: tiers in whole pesos, times in ISO. */
export const viewOfContract = (c: SalaryContractRow): SalaryContract => ({
  id: String(c.id),
  agentAccount: c.agentAccount,
  memberAccount: c.memberAccount,
  tiers: c.tiers,
  period: c.period,
  status: c.status,
  createdAt: c.createdAt.toISOString(),
  decidedAt: iso(c.decidedAt),
  endedAt: iso(c.endedAt),
});

/** A period's salary in pesos; `role` tells whether the caller received it or pays it. */
export const viewOfSalary = (
  callerId: number,
  p: Omit<DailySalaryRow, 'role' | 'contractId' | 'turnover' | 'salary'> & {
    contractId: number;
    agentId: number;
    turnover: number;
    salary: number;
  },
): DailySalaryRow => ({
  day: p.day,
  hour: p.hour,
  contractId: String(p.contractId),
  agentAccount: p.agentAccount,
  memberAccount: p.memberAccount,
  role: p.agentId === callerId ? 'offered' : 'received',
  turnover: p.turnover / 100,
  salary: p.salary / 100,
  status: p.status,
});
