import {
  type DividendContract,
  type DividendList,
  type DividendRow,
  type DividendTier,
  daysBefore,
  dividendForProfit,
  rangeInstants,
  siteToday,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { payBetweenMembers } from '../wallet/index.js';
import {
  acceptDividendOffer,
  type DividendContractRow,
  dividendContractsAt,
  findDividendContract,
  findDividendContractOf,
  insertDividendOffer,
  insertDividendPayout,
  lockPendingDividend,
  paidDividendPeriods,
  rejectDividendOffer,
  settledTreeProfit,
} from './dividend-repository.js';
import { isDirectDownline } from './salary-repository.js';

/** Past periods QueryDividend shows. */
const PAST_WEEKS = 8;
/** A round settled just before the week's end commits a moment later: it is due only after this. */
const SETTLE_GRACE_MS = 5 * 60_000;

/** The Manila week (Monday to Sunday) holding `day`, as its first and last day. */
export function weekOf(day: string) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const periodStart = daysBefore(day, weekday);
  const periodEnd = daysBefore(periodStart, -6);
  return { periodStart, periodEnd, ...rangeInstants(periodStart, periodEnd) };
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);
const viewOf = (c: DividendContractRow): DividendContract => ({
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

/** (designed) An agent offers dividend tiers to a direct downline; anyone else is 403 (R-ROLE-18). */
export async function offerDividendContract(
  db: Db,
  agentId: number,
  body: { memberId: string; tiers: DividendTier[] },
): Promise<DividendContract> {
  const memberId = Number(body.memberId);
  const id = await db.transaction(async (tx) => {
    if (!(await isDirectDownline(tx, agentId, memberId)))
      throw new AppError('NO_PERMISSION', { field: 'memberId' });
    return insertDividendOffer(tx, agentId, memberId, body.tiers);
  });
  const contract = await findDividendContract(db, id);
  if (!contract) throw new AppError('NOT_FOUND', { field: 'contractId' });
  return viewOf(contract);
}

/** The caller's dividend contract with their upline: waiting, else in force (R-API-111). */
export async function dividendContractInfo(db: Db, memberId: number) {
  const contract = await findDividendContractOf(db, memberId);
  return { contract: contract ? viewOf(contract) : null };
}

/** Accepts or rejects the dividend offer waiting for the caller (R-AGENT-06). */
export async function answerDividendContract(
  db: Db,
  memberId: number,
  body: { contractId: string; accept: boolean },
) {
  const id = Number(body.contractId);
  await db.transaction(async (tx) => {
    if (!(await lockPendingDividend(tx, memberId, id)))
      throw new AppError('NOT_FOUND', { field: 'contractId' });
    if (body.accept) await acceptDividendOffer(tx, memberId, id);
    else await rejectDividendOffer(tx, id);
  });
  const contract = await findDividendContract(db, id);
  if (!contract) throw new AppError('NOT_FOUND', { field: 'contractId' });
  return viewOf(contract);
}

async function rowsOf(db: Db, callerId: number, periodStart: string, open: boolean): Promise<DividendRow[]> {
  const week = weekOf(periodStart);
  const end = open ? new Date() : week.to;
  const contracts = await dividendContractsAt(db, callerId, end);
  const paid = await paidDividendPeriods(
    db,
    contracts.map((c) => c.id),
  );
  const rows: DividendRow[] = [];
  for (const c of contracts) {
    const profit = await settledTreeProfit(db, c.memberId, week.from, end);
    const dividend = dividendForProfit(c.tiers, profit);
    const status = open
      ? 'open'
      : paid.has(`${c.id}:${week.periodStart}`)
        ? 'paid'
        : dividend > 0
          ? 'due'
          : 'none';
    rows.push({
      contractId: String(c.id),
      periodStart: week.periodStart,
      periodEnd: week.periodEnd,
      agentAccount: c.agentAccount,
      memberAccount: c.memberAccount,
      role: c.agentId === callerId ? 'offered' : 'received',
      profit: profit / 100,
      dividend: dividend / 100,
      status,
    });
  }
  return rows;
}

/** The current week so far under the caller's contracts (R-API-108). */
export async function currentDividend(db: Db, memberId: number, now = new Date()): Promise<DividendList> {
  return { list: await rowsOf(db, memberId, siteToday(now.getTime()), true) };
}

/** The last finished weeks with their status: paid, due or none (R-API-109). */
export async function queryDividend(db: Db, memberId: number, now = new Date()): Promise<DividendList> {
  const lastWeek = weekOf(daysBefore(weekOf(siteToday(now.getTime() - SETTLE_GRACE_MS)).periodStart, 1));
  const list: DividendRow[] = [];
  for (let back = 0; back < PAST_WEEKS; back++)
    list.push(...(await rowsOf(db, memberId, daysBefore(lastWeek.periodStart, back * 7), false)));
  return { list };
}

/**
 * The agent pays a finished period's dividend to the downline from their own wallet (R-API-110):
 * the payout row and both transfers in one transaction, the row's key (contract, period) and the
 * transfers' key making a second payout of the period a conflict, whoever sends it and however often.
 */
export async function payoutDividend(
  db: Db,
  agentId: number,
  body: { contractId: string; periodStart: string },
  now = new Date(),
): Promise<DividendRow> {
  const contract = await findDividendContract(db, Number(body.contractId));
  if (!contract || contract.agentId !== agentId) throw new AppError('NO_PERMISSION', { field: 'contractId' });
  const week = weekOf(body.periodStart);
  if (week.periodStart !== body.periodStart || week.to.getTime() + SETTLE_GRACE_MS > now.getTime())
    throw new AppError('VALIDATION_ERROR', { field: 'periodStart' });
  const inForce = await dividendContractsAt(db, agentId, week.to);
  if (!inForce.some((c) => c.id === contract.id)) throw new AppError('NOT_FOUND', { field: 'periodStart' });
  return db.transaction(async (tx) => {
    const profit = await settledTreeProfit(tx, contract.memberId, week.from, week.to);
    const dividend = dividendForProfit(contract.tiers, profit);
    if (dividend <= 0) throw new AppError('NOT_FOUND', { field: 'periodStart' });
    const period = { contractId: contract.id, periodStart: week.periodStart, profit, dividend };
    if (!(await insertDividendPayout(tx, period))) throw new AppError('CONFLICT', { field: 'periodStart' });
    const paid = await payBetweenMembers(tx, {
      fromMemberId: agentId,
      toMemberId: contract.memberId,
      centavos: dividend,
      kind: 'agent_dividend',
      key: `dividend:${contract.id}:${week.periodStart}`,
    });
    if (paid.outcome === 'insufficient') throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
    return {
      contractId: String(contract.id),
      periodStart: week.periodStart,
      periodEnd: week.periodEnd,
      agentAccount: contract.agentAccount,
      memberAccount: contract.memberAccount,
      role: 'offered',
      profit: profit / 100,
      dividend: dividend / 100,
      status: 'paid',
    };
  });
}
