import type { SalaryContractStatus, SalaryPayoutStatus, SalaryPeriod, SalaryTier } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Salary contracts, daily and hourly, and their payouts (R-AGENT-05, R-AGENT-06, R-AGENT-09). Every
 * read starts from the caller's own id as agent or as downline, so nobody reads another pair's
 * contract, and names the period, so the daily and the hourly pages never mix.
 */
export interface SalaryContractRow {
  id: number;
  agentId: number;
  memberId: number;
  agentAccount: string;
  memberAccount: string;
  tiers: SalaryTier[];
  period: SalaryPeriod;
  status: SalaryContractStatus;
  createdAt: Date;
  decidedAt: Date | null;
  acceptedAt: Date | null;
  endedAt: Date | null;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

const CONTRACT_COLUMNS = sql`
  c.id, c.agent_id, c.member_id, a.username as agent_account, m.username as member_account, c.tiers,
  c.period, c.status, c.created_at, c.decided_at, c.accepted_at, c.ended_at`;

/** What one payout row pays for: a Manila day, and for an hourly contract the hour of it (0 for a day). */
export interface PayoutSlot {
  day: string;
  hour: number;
}
const CONTRACT_FROM = sql`salary_contracts c join members a on a.id = c.agent_id join members m on m.id = c.member_id`;

function contractOf(row: Record<string, unknown>): SalaryContractRow {
  const tiers = typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers;
  return {
    id: Number(row.id),
    agentId: Number(row.agent_id),
    memberId: Number(row.member_id),
    agentAccount: String(row.agent_account),
    memberAccount: String(row.member_account),
    tiers: tiers as SalaryTier[],
    period: row.period as SalaryPeriod,
    status: row.status as SalaryContractStatus,
    createdAt: new Date(row.created_at as string),
    decidedAt: dateOf(row.decided_at),
    acceptedAt: dateOf(row.accepted_at),
    endedAt: dateOf(row.ended_at),
  };
}

/** Whether `memberId` is a direct downline (depth 1) of `agentId` and a real (not trial) account. */
export async function isDirectDownline(db: DbOrTx, agentId: number, memberId: number) {
  const { rows } = await db.execute(sql`
    select 1 from member_tree tree join members m on m.id = tree.descendant_id
     where tree.ancestor_id = ${agentId} and tree.descendant_id = ${memberId} and tree.depth = 1
       and m.type <> 4`);
  return rows.length > 0;
}

/** A new offer; one of the period still waiting for the same member is withdrawn (ended) with it. */
export async function insertOffer(
  db: DbOrTx,
  agentId: number,
  memberId: number,
  offer: { tiers: SalaryTier[]; period: SalaryPeriod },
) {
  await db.execute(sql`
    update salary_contracts set status = 'ended', ended_at = now()
     where member_id = ${memberId} and period = ${offer.period} and status = 'pending'`);
  const { rows } = await db.execute(sql`
    insert into salary_contracts (agent_id, member_id, tiers, period)
    values (${agentId}, ${memberId}, ${JSON.stringify(offer.tiers)}::jsonb, ${offer.period}) returning id`);
  return Number(rows[0]?.id);
}

export async function findContract(db: DbOrTx, id: number) {
  const { rows } = await db.execute(sql`select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM} where c.id = ${id}`);
  return rows[0] ? contractOf(rows[0]) : null;
}

/** The offer of the period waiting for the member, or null. */
export async function findPendingFor(db: DbOrTx, memberId: number, period: SalaryPeriod) {
  const { rows } = await db.execute(sql`
    select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
     where c.member_id = ${memberId} and c.period = ${period} and c.status = 'pending'`);
  return rows[0] ? contractOf(rows[0]) : null;
}

/** Locks the member's waiting offer `id` of the period for their answer; false when there is none such. */
export async function lockPendingOffer(db: DbOrTx, memberId: number, id: number, period: SalaryPeriod) {
  const { rows } = await db.execute(sql`
    select id from salary_contracts
     where id = ${id} and member_id = ${memberId} and period = ${period} and status = 'pending' for update`);
  return rows.length > 0;
}

/** Accepts the offer: the contract of the period in force before it ends now, this one starts now. */
export async function acceptOffer(db: DbOrTx, memberId: number, id: number, period: SalaryPeriod) {
  await db.execute(sql`
    update salary_contracts set status = 'ended', ended_at = now()
     where member_id = ${memberId} and period = ${period} and status = 'accepted'`);
  await db.execute(sql`
    update salary_contracts set status = 'accepted', decided_at = now(), accepted_at = now() where id = ${id}`);
}

export async function rejectOffer(db: DbOrTx, id: number) {
  await db.execute(sql`update salary_contracts set status = 'rejected', decided_at = now() where id = ${id}`);
}

/** The member's contracts of the period as downline or as agent, newest first. */
export async function contractsOf(db: DbOrTx, memberId: number, period: SalaryPeriod, limit: number) {
  const { rows } = await db.execute(sql`
    select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
     where (c.member_id = ${memberId} or c.agent_id = ${memberId}) and c.period = ${period}
     order by c.id desc limit ${limit}`);
  return rows.map(contractOf);
}

const inForceAt = (moment: Date) => sql`
  c.accepted_at is not null and c.accepted_at < ${at(moment)} and (c.ended_at is null or c.ended_at >= ${at(moment)})`;

/** The member's contracts of the period in force at `moment` (accepted before it, not ended by then). */
export async function contractsInForce(db: DbOrTx, moment: Date, period: SalaryPeriod, partyId: number) {
  const { rows } = await db.execute(sql`
    select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
     where ${inForceAt(moment)} and c.period = ${period}
       and (c.member_id = ${partyId} or c.agent_id = ${partyId})
     order by c.id`);
  return rows.map(contractOf);
}

/**
 * The contracts of the period in force at the end of a slot (`moment`) that have no payout row for
 * it yet: what a payout run still has to settle. A row left unpaid is retried by `unpaidSlots`.
 */
export async function contractsToSettle(db: DbOrTx, moment: Date, period: SalaryPeriod, slot: PayoutSlot) {
  const { rows } = await db.execute(sql`
    select ${CONTRACT_COLUMNS} from ${CONTRACT_FROM}
     where ${inForceAt(moment)} and c.period = ${period}
       and not exists (select 1 from salary_payouts p
                        where p.contract_id = c.id and p.day = ${slot.day} and p.hour = ${slot.hour})
     order by c.id`);
  return rows.map(contractOf);
}

/**
 * Settled real-money turnover (bets of rounds settled in [from, to), centavos) of a member and
 * everyone below them: the rounds the weekly fund and rebates count, over the member's own
 * `member_tree` rows (depth ≥ 0).
 */
export async function settledTreeTurnover(db: DbOrTx, rootId: number, from: Date, to: Date) {
  const { rows } = await db.execute(sql`
    select coalesce(sum(r.bet_centavos), 0)::text as turnover
      from member_tree tree join game_rounds r on r.member_id = tree.descendant_id
     where tree.ancestor_id = ${rootId} and r.currency = 'PHP'
       and r.settled_at >= ${at(from)} and r.settled_at < ${at(to)}`);
  return Number(rows[0]?.turnover ?? 0);
}

/** Takes the contract's slot for this transaction (row locked); its status, 'unpaid' when new. */
export async function claimPayoutSlot(db: DbOrTx, contract: SalaryContractRow, slot: PayoutSlot) {
  await db.execute(sql`
    insert into salary_payouts (contract_id, day, hour, agent_id, member_id, turnover_centavos, salary_centavos, status)
    values (${contract.id}, ${slot.day}, ${slot.hour}, ${contract.agentId}, ${contract.memberId}, 0, 0, 'unpaid')
    on conflict do nothing`);
  const { rows } = await db.execute(sql`
    select status from salary_payouts
     where contract_id = ${contract.id} and day = ${slot.day} and hour = ${slot.hour} for update`);
  return rows[0]?.status as SalaryPayoutStatus;
}

export async function recordPayout(
  db: DbOrTx,
  contractId: number,
  slot: PayoutSlot,
  p: { turnover: number; salary: number; status: SalaryPayoutStatus },
) {
  await db.execute(sql`
    update salary_payouts set turnover_centavos = ${p.turnover}, salary_centavos = ${p.salary},
           status = ${p.status}, updated_at = now()
     where contract_id = ${contractId} and day = ${slot.day} and hour = ${slot.hour}`);
}

/** Slots a short wallet left unpaid since `sinceDay`, to try again. */
export async function unpaidSlots(db: DbOrTx, sinceDay: string) {
  const { rows } = await db.execute(sql`
    select contract_id, day::text as day, hour from salary_payouts
     where status = 'unpaid' and day >= ${sinceDay} order by day, hour, contract_id`);
  return rows.map((r) => ({ contractId: Number(r.contract_id), day: String(r.day), hour: Number(r.hour) }));
}

/** The member's payouts of the period as downline or agent for days in [startDate, endDate], newest first. */
export async function payoutsOf(
  db: DbOrTx,
  memberId: number,
  period: SalaryPeriod,
  range: { startDate: string; endDate: string },
) {
  const { rows } = await db.execute(sql`
    select p.contract_id, p.day::text as day, p.hour, p.agent_id, a.username as agent_account,
           m.username as member_account, p.turnover_centavos, p.salary_centavos, p.status
      from salary_payouts p join salary_contracts c on c.id = p.contract_id
      join members a on a.id = p.agent_id join members m on m.id = p.member_id
     where (p.member_id = ${memberId} or p.agent_id = ${memberId}) and c.period = ${period}
       and p.day >= ${range.startDate} and p.day <= ${range.endDate}
     order by p.day desc, p.hour desc, p.contract_id desc limit 500`);
  return rows.map((r) => ({
    contractId: Number(r.contract_id),
    day: String(r.day),
    hour: period === 'hour' ? Number(r.hour) : null,
    agentId: Number(r.agent_id),
    agentAccount: String(r.agent_account),
    memberAccount: String(r.member_account),
    turnover: Number(r.turnover_centavos),
    salary: Number(r.salary_centavos),
    status: r.status as SalaryPayoutStatus,
  }));
}

/** Every contract's payouts, for the operator: newest day first, optionally one status. */
export async function listSalaryPayouts(db: DbOrTx, status: SalaryPayoutStatus | undefined, limit: number) {
  const { rows } = await db.execute(sql`
    select p.contract_id, c.period, p.day::text as day, p.hour, a.username as agent, m.username as member,
           p.turnover_centavos, p.salary_centavos, p.status
      from salary_payouts p join salary_contracts c on c.id = p.contract_id
      join members a on a.id = p.agent_id join members m on m.id = p.member_id
     ${status ? sql`where p.status = ${status}` : sql``}
     order by p.day desc, p.hour desc, p.contract_id desc limit ${limit}`);
  return rows.map((r) => ({
    contractId: Number(r.contract_id),
    period: String(r.period),
    day: String(r.day),
    hour: r.period === 'hour' ? Number(r.hour) : null,
    agent: String(r.agent),
    member: String(r.member),
    turnoverPesos: Number(r.turnover_centavos) / 100,
    salaryPesos: Number(r.salary_centavos) / 100,
    status: String(r.status),
  }));
}
