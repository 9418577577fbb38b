import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Figures of an agent's team: every member below the agent in `member_tree` (depth > 0), read
 * through its primary key, so nothing outside the agent's own tree can enter a sum (R-ROLE-18).
 * Money is in centavos from the ledger, real money only (PHP): deposits, withdrawals net of those
 * returned, bets and wins net of their rollbacks.
 */
export interface Window {
  from: Date;
  to: Date;
}

/** A moment as a query parameter: the same text on PGlite and PostgreSQL. */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

const money = (row: Record<string, unknown>, key: string) => Number(row[key] ?? 0);

export async function teamCounts(db: Db, agentId: number, { from, to }: Window) {
  const result = await db.execute<Record<string, string>>(sql`
    select count(*) filter (where m.created_at < ${at(to)})::text as team_size,
           count(*) filter (where m.created_at >= ${at(from)} and m.created_at < ${at(to)})::text as new_members,
           count(*) filter (where exists (
             select 1 from ledger_transfers t
              where t.member_id = tree.descendant_id and t.kind in ('deposit', 'bet')
                and t.currency = 'PHP' and t.created_at >= ${at(from)} and t.created_at < ${at(to)}))::text as active
      from member_tree tree join members m on m.id = tree.descendant_id
     where tree.ancestor_id = ${agentId} and tree.depth > 0`);
  const row = result.rows[0] ?? {};
  return {
    teamSize: money(row, 'team_size'),
    newMembers: money(row, 'new_members'),
    active: money(row, 'active'),
  };
}

/** The sums of one member's movements, or of a whole team's, by kind (centavos). */
const MONEY_COLUMNS = sql`
  coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
  (coalesce(sum(t.amount) filter (where t.kind = 'withdraw'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'withdraw_return'), 0))::text as withdrawals,
  (coalesce(sum(t.amount) filter (where t.kind = 'bet'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'rollback' and undone.kind = 'bet'), 0))::text as bets,
  (coalesce(sum(t.amount) filter (where t.kind = 'win'), 0)
    - coalesce(sum(t.amount) filter (where t.kind = 'rollback' and undone.kind = 'win'), 0))::text as wins`;

const moneyOf = (row: Record<string, unknown>) => ({
  deposits: money(row, 'deposits'),
  withdrawals: money(row, 'withdrawals'),
  bets: money(row, 'bets'),
  wins: money(row, 'wins'),
});

export async function teamMoney(db: Db, agentId: number, { from, to }: Window) {
  const result = await db.execute<Record<string, string>>(sql`
    select ${MONEY_COLUMNS}
      from member_tree tree
      join ledger_transfers t on t.member_id = tree.descendant_id
       and t.currency = 'PHP' and t.created_at >= ${at(from)} and t.created_at < ${at(to)}
      left join ledger_transfers undone on undone.id = t.reverses_id
     where tree.ancestor_id = ${agentId} and tree.depth > 0`);
  return moneyOf(result.rows[0] ?? {});
}

/** An account search is a case-insensitive prefix; `_`, `%` and `\` are taken literally. */
export const accountPrefix = (account: string | undefined) =>
  account ? `${account.toLowerCase().replace(/[\\%_]/gu, '\\$&')}%` : null;

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  account?: string | undefined;
}

/**
 * Each member of the agent's tree (or only the direct ones) with their profit and loss in the
 * window, newest registration first, one page of it and the total count.
 */
export async function memberPnlPage(db: Db, agentId: number, window: Window, page: PageRequest) {
  const prefix = accountPrefix(page.account);
  const where = sql`tree.ancestor_id = ${agentId} and tree.depth > 0
    ${prefix ? sql`and lower(m.username) like ${prefix}` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select m.id::text as id, m.username, tree.depth, ${MONEY_COLUMNS}
        from member_tree tree
        join members m on m.id = tree.descendant_id
        left join ledger_transfers t on t.member_id = m.id
         and t.currency = 'PHP' and t.created_at >= ${at(window.from)} and t.created_at < ${at(window.to)}
        left join ledger_transfers undone on undone.id = t.reverses_id
       where ${where}
       group by m.id, m.username, tree.depth
       order by m.id desc
       limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`),
    countInTree(db, where),
  ]);
  return {
    total,
    list: rows.rows.map((row) => ({
      id: String(row.id),
      account: String(row.username),
      depth: Number(row.depth),
      ...moneyOf(row),
    })),
  };
}

async function countInTree(db: Db, where: ReturnType<typeof sql>) {
  const result = await db.execute<{ total: string }>(sql`
    select count(*)::text as total from member_tree tree join members m on m.id = tree.descendant_id
     where ${where}`);
  return Number(result.rows[0]?.total ?? 0);
}

/** Downlines with their balance and how many direct downlines each has; `directOnly` keeps depth 1. */
export async function downlinePage(db: Db, agentId: number, page: PageRequest, directOnly: boolean) {
  const prefix = accountPrefix(page.account);
  const where = sql`tree.ancestor_id = ${agentId} and ${directOnly ? sql`tree.depth = 1` : sql`tree.depth > 0`}
    ${prefix ? sql`and lower(m.username) like ${prefix}` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select ${DOWNLINE_COLUMNS}
        from member_tree tree join members m on m.id = tree.descendant_id
       where ${where}
       order by m.id desc
       limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`),
    countInTree(db, where),
  ]);
  return { total, list: rows.rows.map(downlineOf) };
}

/** One member of the agent's tree, or null when the member is not in it. */
export async function findDownline(db: Db, agentId: number, memberId: number) {
  const rows = await db.execute<Record<string, string>>(sql`
    select ${DOWNLINE_COLUMNS}
      from member_tree tree join members m on m.id = tree.descendant_id
     where tree.ancestor_id = ${agentId} and tree.descendant_id = ${memberId} and tree.depth > 0`);
  const row = rows.rows[0];
  return row ? downlineOf(row) : null;
}

const DOWNLINE_COLUMNS = sql`
  m.id::text as id, m.username, m.type, tree.depth, m.created_at,
  coalesce((select a.balance from ledger_accounts a where a.member_id = m.id and a.currency = 'PHP'), 0)::text as balance,
  (select count(*) from member_tree below where below.ancestor_id = m.id and below.depth = 1)::text as downlines`;

function downlineOf(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    account: String(row.username),
    type: Number(row.type),
    depth: Number(row.depth),
    registeredAt: new Date(row.created_at as string | Date).toISOString(),
    balanceCentavos: Number(row.balance),
    downlineCount: Number(row.downlines),
  };
}

/** Friends a member recruited directly, and how many of them deposited or bet since `since`. */
export async function referralCounts(db: Db, memberId: number, since: Date) {
  const result = await db.execute<{ registered: string; active: string }>(sql`
    select count(*)::text as registered,
           count(*) filter (where exists (
             select 1 from ledger_transfers t
              where t.member_id = tree.descendant_id and t.kind in ('deposit', 'bet')
                and t.currency = 'PHP' and t.created_at >= ${at(since)}))::text as active
      from member_tree tree
     where tree.ancestor_id = ${memberId} and tree.depth = 1`);
  const row = result.rows[0];
  return { registered: Number(row?.registered ?? 0), active: Number(row?.active ?? 0) };
}
