import type { DownlinePage, MemberPnlPage, TeamKpiA, TeamKpiB } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordsRange } from '../../lib/records-range.js';
import {
  downlinePage,
  findDownline,
  memberPnlPage,
  type PageRequest,
  teamCounts,
  teamMoney,
} from './team-repository.js';

type Period = { startDate?: string | undefined; endDate?: string | undefined };
const pesos = (centavos: number) => centavos / 100;

/** Team size, new and active members of the agent's own tree for Manila calendar days (R-API-102). */
export async function getTeamKpiA(db: Db, agentId: number, period: Period): Promise<TeamKpiA> {
  const range = recordsRange(period);
  const counts = await teamCounts(db, agentId, range);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: counts.teamSize,
    newMembers: counts.newMembers,
    activeMembers: counts.active,
  };
}

/** Deposits, withdrawals, bets and the team's win/loss for the period (R-API-103). */
export async function getTeamKpiB(db: Db, agentId: number, period: Period): Promise<TeamKpiB> {
  const range = recordsRange(period);
  const money = await teamMoney(db, agentId, range);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    deposits: pesos(money.deposits),
    withdrawals: pesos(money.withdrawals),
    bets: pesos(money.bets),
    winLoss: pesos(money.wins - money.bets),
  };
}

const viewOfDownline = ({ balanceCentavos, ...rest }: Awaited<ReturnType<typeof findDownline>> & {}) => ({
  ...rest,
  balance: pesos(balanceCentavos),
});

/** Downlines at any depth (`Subordinate`, R-API-104) or direct ones only (`downlines`, R-API-125). */
export async function listDownlines(
  db: Db,
  agentId: number,
  page: PageRequest,
  directOnly: boolean,
): Promise<DownlinePage> {
  const found = await downlinePage(db, agentId, page, directOnly);
  return {
    list: found.list.map(viewOfDownline),
    total: found.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** One downline; a member outside the caller's tree is refused like any other foreign name (R-ROLE-18). */
export async function getDownline(db: Db, agentId: number, memberId: string) {
  const found = await findDownline(db, agentId, Number(memberId));
  if (!found) throw new AppError('NO_PERMISSION', { field: 'memberId' });
  return viewOfDownline(found);
}

/** Each tree member's deposits, withdrawals, bets, wins and profit/loss for the period (R-API-107). */
export async function getMemberPnl(
  db: Db,
  agentId: number,
  query: Period & PageRequest,
): Promise<MemberPnlPage> {
  const range = recordsRange(query);
  const found = await memberPnlPage(db, agentId, range, query);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    total: found.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    list: found.list.map((row) => ({
      id: row.id,
      account: row.account,
      depth: row.depth,
      deposits: pesos(row.deposits),
      withdrawals: pesos(row.withdrawals),
      bets: pesos(row.bets),
      wins: pesos(row.wins),
      profitLoss: pesos(row.wins - row.bets),
    })),
  };
}
