import type { DividendPeriod, DividendTier, SalaryContractStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Dividend contracts and payouts (R-AGENT-06, R-AGENT-11); reads start from the caller's own id. */
export interface DividendContractRow {
  id: number;
  agentId: number;
  memberId: number;
  agentAccount: string;
  memberAccount: string;
  tiers: DividendTier[];
  period: DividendPeriod;
  status: SalaryContractStatus;
  createdAt: Date;
  decidedAt: Date | null;
  acceptedAt: Date | null;
  endedAt: Date | null;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

const COLUMNS = sql`
  c.id, c.agent_id, c.member_id, a.username as agent_account, m.username as member_account, c.tiers,
  c.period, c.status, c.created_at, c.decided_at, c.accepted_at, c.ended_at`;
const FROM = sql`dividend_contracts c join members a on a.id = c.agent_id join members m on m.id = c.member_id`;

function contractOf(row: Record<string, unknown>): DividendContractRow {
  const tiers = typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers;
  return {
    id: Number(row.id),
    agentId: Number(row.agent_id),
    memberId: Number(row.member_id),
    agentAccount: String(row.agent_account),
    memberAccount: String(row.member_account),
    tiers: tiers as DividendTier[],
    period: row.period as DividendPeriod,
    status: row.status as SalaryContractStatus,
    createdAt: new Date(row.created_at as string),
    decidedAt: dateOf(row.decided_at),
    acceptedAt: dateOf(row.accepted_at),
    endedAt: dateOf(row.ended_at),
  };
}

/** A new offer; one still waiting for the member is withdrawn in the same transaction. */
export async function insertDividendOffer(
  db: DbOrTx,
  agentId: number,
  memberId: number,
  tiers: DividendTier[],
) {
  await db.execute(sql`
    update dividend_contracts set status = 'ended', ended_at = now() where member_id = ${memberId} and status = 'pending'`);
  const { rows } = await db.execute(sql`
    insert into dividend_contracts (agent_id, member_id, tiers)
    values (${agentId}, ${memberId}, ${JSON.stringify(tiers)}::jsonb) returning id`);
  return Number(rows[0]?.id);
}

export async function findDividendContract(db: DbOrTx, id: number) {
  const { rows } = await db.execute(sql`select ${COLUMNS} from ${FROM} where c.id = ${id}`);
  return rows[0] ? contractOf(rows[0]) : null;
}

/** The member's contract with their upline: the one waiting, else the one in force. */
export async function findDividendContractOf(db: DbOrTx, memberId: number) {
  const { rows } = await db.execute(sql`
    select ${COLUMNS} from ${FROM} where c.member_id = ${memberId} and c.status in ('pending', 'accepted')
     order by (c.status = 'pending') desc limit 1`);
  return rows[0] ? contractOf(rows[0]) : null;
}

export async function findPendingDividendFor(db: DbOrTx, memberId: number) {
  const { rows } = await db.execute(sql`
    select c.id from dividend_contracts c where c.member_id = ${memberId} and c.status = 'pending'`);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Locks the member's waiting offer; false when it is not theirs or not waiting. */
export async function lockPendingDividend(db: DbOrTx, memberId: number, id: number) {
  const { rows } = await db.execute(sql`
    select id from dividend_contracts where id = ${id} and member_id = ${memberId} and status = 'pending' for update`);
  return rows.length > 0;
}

export async function acceptDividendOffer(db: DbOrTx, memberId: number, id: number) {
  await db.execute(sql`
    update dividend_contracts set status = 'ended', ended_at = now() where member_id = ${memberId} and status = 'accepted'`);
  await db.execute(sql`
    update dividend_contracts set status = 'accepted', decided_at = now(), accepted_at = now() where id = ${id}`);
}

export async function rejectDividendOffer(db: DbOrTx, id: number) {
  await db.execute(
    sql`update dividend_contracts set status = 'rejected', decided_at = now() where id = ${id}`,
  );
}

/** Contracts where the member is a party that are in force at `moment` (accepted before, not ended). */
export async function dividendContractsAt(db: DbOrTx, partyId: number, moment: Date) {
  const { rows } = await db.execute(sql`
    select ${COLUMNS} from ${FROM}
     where (c.member_id = ${partyId} or c.agent_id = ${partyId})
       and c.accepted_at is not null and c.accepted_at < ${at(moment)}
       and (c.ended_at is null or c.ended_at >= ${at(moment)})
     order by c.id`);
  return rows.map(contractOf);
}

/** The team's profit for the house (settled bets less wins, centavos) of a member and everyone below. */
export async function settledTreeProfit(db: DbOrTx, rootId: number, from: Date, to: Date) {
  const { rows } = await db.execute(sql`
    select coalesce(sum(r.bet_centavos - r.win_centavos), 0)::text as profit
      from member_tree tree join game_rounds r on r.member_id = tree.descendant_id
     where tree.ancestor_id = ${rootId} and r.currency = 'PHP'
       and r.settled_at >= ${at(from)} and r.settled_at < ${at(to)}`);
  return Number(rows[0]?.profit ?? 0);
}

/** Records the period's payout; false when it was paid already (the primary key). */
export async function insertDividendPayout(
  db: DbOrTx,
  p: { contractId: number; periodStart: string; profit: number; dividend: number },
) {
  const { rows } = await db.execute(sql`
    insert into dividend_payouts (contract_id, period_start, profit_centavos, dividend_centavos)
    values (${p.contractId}, ${p.periodStart}, ${p.profit}, ${p.dividend})
    on conflict do nothing returning contract_id`);
  return rows.length > 0;
}

/** The periods already paid of these contracts, as `contractId:periodStart`. */
export async function paidDividendPeriods(db: DbOrTx, contractIds: number[]) {
  if (contractIds.length === 0) return new Set<string>();
  const { rows } = await db.execute(sql`
    select contract_id, period_start::text as period_start from dividend_payouts
     where contract_id in (${sql.join(
       contractIds.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return new Set(rows.map((r) => `${r.contract_id}:${r.period_start}`));
}
