import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { ledgerTotals } from '../src/modules/wallet/index.js';

/**
 * The rewards' books for `memberIds`, checked against the rewards: what each check found wrong, so
 * a failing test names the reward or member and the figure. Empty when nothing was paid twice or lost.
 * The members are expected to have had only the operator's credit and their rewards.
 */
export async function auditRewards(db: DbOrTx, memberIds: number[]) {
  const problems: string[] = [];
  const totals = await ledgerTotals(db);
  for (const key of ['balanceSum', 'entrySum', 'negativePlayers', 'accountsOffEntries'] as const)
    if (Number(totals[key]) !== 0) problems.push(`books: ${key} is ${totals[key]}`);
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rewards = await db.execute(sql`
    select r.id, r.status, r.amount, r.claim_transfer_id,
      (select count(*) from ledger_transfers t where t.scope = 'reward' and t.idempotency_key = 'claim:' || r.id) as transfers,
      (select coalesce(sum(t.amount), 0) from ledger_transfers t where t.scope = 'reward' and t.idempotency_key = 'claim:' || r.id) as paid,
      (select count(*) from ledger_transfers t where t.id = r.claim_transfer_id and t.idempotency_key = 'claim:' || r.id) as linked
    from rewards r where r.member_id in (${ids})`);
  for (const r of rewards.rows) {
    const claimed = r.status === 'claimed';
    if (Number(r.transfers) !== (claimed ? 1 : 0))
      problems.push(`reward ${r.id} (${r.status}): ${r.transfers} claim transfers`);
    if (claimed && Number(r.paid) !== Number(r.amount))
      problems.push(`reward ${r.id}: paid ${r.paid} of ${r.amount}`);
    if (claimed && Number(r.linked) !== 1) problems.push(`reward ${r.id}: claim transfer not linked`);
  }
  const members = await db.execute(sql`
    select m.id,
      (select coalesce(sum(balance), 0) from ledger_accounts a where a.member_id = m.id and a.currency = 'PHP') as balance,
      (select coalesce(sum(amount), 0) from ledger_transfers t where t.member_id = m.id and t.kind = 'adjust') as adjusted,
      (select coalesce(sum(amount), 0) from rewards r where r.member_id = m.id and r.status = 'claimed') as claimed
    from members m where m.id in (${ids})`);
  for (const m of members.rows) {
    const expected = Number(m.adjusted) + Number(m.claimed);
    if (Number(m.balance) !== expected)
      problems.push(`member ${m.id}: balance ${m.balance}, rewards say ${expected}`);
  }
  return problems;
}
