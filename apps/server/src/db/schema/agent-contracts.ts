import type { DividendTier, SalaryTier } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

const memberRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * Salary contracts, daily (R-AGENT-05) or hourly (R-AGENT-06): an agent offers tiers to a direct
 * downline, who accepts or rejects. Per period, a member has at most one offer waiting and one
 * contract in force; accepting a new one ends the old one of that period in the same transaction.
 */
export const salaryContracts = pgTable(
  'salary_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: memberRef('agent_id'),
    memberId: memberRef('member_id'),
    tiers: jsonb('tiers').$type<SalaryTier[]>().notNull(),
    /** 'day': a Manila day's turnover pays; 'hour': each Manila hour's. */
    period: text('period').notNull().default('day'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The contract is in force from acceptance until it ends (a newer contract accepted). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('salary_contracts_one_pending').on(t.memberId, t.period).where(sql`${t.status} = 'pending'`),
    uniqueIndex('salary_contracts_one_accepted')
      .on(t.memberId, t.period)
      .where(sql`${t.status} = 'accepted'`),
    index('salary_contracts_member').on(t.memberId, t.id),
    index('salary_contracts_agent').on(t.agentId, t.id),
    check('salary_contracts_status', sql`${t.status} in ('pending', 'accepted', 'rejected', 'ended')`),
    check('salary_contracts_period', sql`${t.period} in ('day', 'hour')`),
  ],
);

/**
 * One row per contract and finished period, a Manila day or an hour of it: the period's settled
 * team turnover and salary, and whether it was paid. The row and the ledger transfers are one
 * transaction, and the transfers' idempotency key is the contract and the period, so a period pays once.
 */
export const salaryPayouts = pgTable(
  'salary_payouts',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => salaryContracts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The Manila hour (0–23) an hourly contract's row pays for; 0 for a daily contract's whole day. */
    hour: smallint('hour').notNull().default(0),
    agentId: memberRef('agent_id'),
    memberId: memberRef('member_id'),
    turnoverCentavos: bigint('turnover_centavos', { mode: 'number' }).notNull(),
    salaryCentavos: bigint('salary_centavos', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.day, t.hour] }),
    index('salary_payouts_member_day').on(t.memberId, t.day),
    index('salary_payouts_agent_day').on(t.agentId, t.day),
    check('salary_payouts_status', sql`${t.status} in ('paid', 'none', 'unpaid')`),
    check('salary_payouts_hour', sql`${t.hour} between 0 and 23`),
  ],
);

/**
 * Dividend contracts (R-AGENT-06): an agent offers a direct downline a share of their team's
 * profit for the house per Manila week; the same one-waiting, one-in-force rules as salaries.
 */
export const dividendContracts = pgTable(
  'dividend_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: memberRef('agent_id'),
    memberId: memberRef('member_id'),
    tiers: jsonb('tiers').$type<DividendTier[]>().notNull(),
    period: text('period').notNull().default('week'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dividend_contracts_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('dividend_contracts_one_accepted').on(t.memberId).where(sql`${t.status} = 'accepted'`),
    index('dividend_contracts_member').on(t.memberId, t.id),
    index('dividend_contracts_agent').on(t.agentId, t.id),
    check('dividend_contracts_status', sql`${t.status} in ('pending', 'accepted', 'rejected', 'ended')`),
    check('dividend_contracts_period', sql`${t.period} in ('week')`),
  ],
);

/**
 * A period's dividend the agent paid (R-API-110): the row and the transfers are one transaction,
 * and the primary key makes a second payout of the period fail, whoever sends it.
 */
export const dividendPayouts = pgTable(
  'dividend_payouts',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => dividendContracts.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    profitCentavos: bigint('profit_centavos', { mode: 'number' }).notNull(),
    dividendCentavos: bigint('dividend_centavos', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.periodStart] })],
);
