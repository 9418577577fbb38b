import type {
  ContractCheck,
  SalaryContract,
  SalaryContractHistory,
  SalaryPeriod,
  SalaryTier,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findPendingDividendFor } from './dividend-repository.js';
import {
  acceptOffer,
  contractsOf,
  findContract,
  findPendingFor,
  insertOffer,
  isDirectDownline,
  lockPendingOffer,
  rejectOffer,
} from './salary-repository.js';
import { viewOfContract } from './salary-view.js';

/** How many contracts the history shows. */
const HISTORY_LIMIT = 50;

/**
 * An agent offers daily-salary (R-API-112) or hourly-salary (R-AGENT-06) tiers to a direct
 * downline. Anyone else named is refused like any member outside the caller's tree (R-ROLE-18). A
 * newer offer of the period replaces one still waiting.
 */
export async function offerSalaryContract(
  db: Db,
  agentId: number,
  period: SalaryPeriod,
  body: { memberId: string; tiers: SalaryTier[] },
): Promise<SalaryContract> {
  const memberId = Number(body.memberId);
  const id = await db.transaction(async (tx) => {
    if (!(await isDirectDownline(tx, agentId, memberId)))
      throw new AppError('NO_PERMISSION', { field: 'memberId' });
    return insertOffer(tx, agentId, memberId, { tiers: body.tiers, period });
  });
  const contract = await findContract(db, id);
  if (!contract) throw new AppError('NOT_FOUND', { field: 'contractId' });
  return viewOfContract(contract);
}

/** The offer of the period waiting for the caller (R-API-114). */
export async function pendingSalaryContract(db: Db, memberId: number, period: SalaryPeriod) {
  const contract = await findPendingFor(db, memberId, period);
  return { contract: contract ? viewOfContract(contract) : null };
}

/**
 * The caller accepts or rejects the offer of the period waiting for them (R-API-113). Accepting ends
 * the contract of the period in force before; an offer that is not theirs, of the other period, or
 * no longer waiting, is 404.
 */
export async function answerSalaryContract(
  db: Db,
  memberId: number,
  period: SalaryPeriod,
  body: { contractId: string; accept: boolean },
): Promise<SalaryContract> {
  const id = Number(body.contractId);
  await db.transaction(async (tx) => {
    if (!(await lockPendingOffer(tx, memberId, id, period)))
      throw new AppError('NOT_FOUND', { field: 'contractId' });
    if (body.accept) await acceptOffer(tx, memberId, id, period);
    else await rejectOffer(tx, id);
  });
  const contract = await findContract(db, id);
  if (!contract) throw new AppError('NOT_FOUND', { field: 'contractId' });
  return viewOfContract(contract);
}

/** The caller's contracts of the period, received and offered, newest first (R-API-115). */
export async function salaryContractHistory(
  db: Db,
  memberId: number,
  period: SalaryPeriod,
): Promise<SalaryContractHistory> {
  const contracts = await contractsOf(db, memberId, period, HISTORY_LIMIT);
  return {
    list: contracts.map((c) => ({
      ...viewOfContract(c),
      role: c.agentId === memberId ? 'offered' : 'received',
    })),
  };
}

/** Which contracts wait for the member's answer (R-API-101): the waiting offers' ids, or ''. */
export async function checkContracts(db: Db, memberId: number): Promise<ContractCheck> {
  const daily = await findPendingFor(db, memberId, 'day');
  const dividend = await findPendingDividendFor(db, memberId);
  const hourly = await findPendingFor(db, memberId, 'hour');
  return {
    dailysalreqtype: daily ? String(daily.id) : '',
    divtypecompperiodreq: dividend === null ? '' : String(dividend),
    contracthoursalreq: hourly ? String(hourly.id) : '',
  };
}
