import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashSecret, newAffiliateCode } from '../../modules/account/index.js';
import { adjustBalance } from '../../modules/wallet/index.js';
import type { Db } from '../client.js';

/** The demo agent's login name; its password is made when the team is made, and shown once. */
export const DEMO_AGENT = 'demo_agent';
/** The agent's wallet, so salaries and dividends can be paid (centavos: ₱20,000). */
const AGENT_FUNDS = 2_000_000;

/** Direct downlines, and who is below whom: demo_ben is an agent with a downline of his own. */
const TEAM = [
  { username: 'demo_ana', parent: DEMO_AGENT, type: 0 },
  { username: 'demo_ben', parent: DEMO_AGENT, type: 1 },
  { username: 'demo_carla', parent: DEMO_AGENT, type: 0 },
  { username: 'demo_dan', parent: 'demo_ben', type: 0 },
];

/**
 * A small agent team for the demo (issue 15): an agent with three direct downlines and one below
 * them, own rebates, a daily-salary contract in force with demo_ana, a dividend contract in force
 * with demo_ben and an hourly offer waiting for demo_carla. Only the agent can log in. Made once;
 * the password of that first time is returned for the start log, and never stored in clear.
 */
export async function seedDemoAgentTeam(db: Db): Promise<{ username: string; password: string } | null> {
  const known = await db.execute(sql`select 1 from members where lower(username) = ${DEMO_AGENT}`);
  if (known.rows.length > 0) return null;
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashSecret(password);
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    const agent = await tx.execute<{ id: number }>(sql`
      insert into members (username, password_hash, first_time_login, type, affiliate_code)
      values (${DEMO_AGENT}, ${passwordHash}, false, 1, ${newAffiliateCode()}) returning id`);
    ids.set(DEMO_AGENT, Number(agent.rows[0]?.id));
    for (const member of TEAM) {
      const row = await tx.execute<{ id: number }>(sql`
        insert into members (username, type, parent_agent_id, affiliate_code)
        values (${member.username}, ${member.type}, ${ids.get(member.parent) ?? null}, ${newAffiliateCode()})
        returning id`);
      ids.set(member.username, Number(row.rows[0]?.id));
    }
    const id = (name: string) => ids.get(name) ?? null;
    await tx.execute(sql`
      insert into member_rebates (member_id, category, rebate_bp) values
        (${id(DEMO_AGENT)}, 'RNG', 200), (${id(DEMO_AGENT)}, 'ELOTT', 100), (${id(DEMO_AGENT)}, 'LOTT', 100),
        (${id('demo_ben')}, 'RNG', 120), (${id('demo_ben')}, 'ELOTT', 50)`);
    await tx.execute(sql`
      insert into salary_contracts (agent_id, member_id, tiers, period, status, created_at, decided_at, accepted_at)
      values (${id(DEMO_AGENT)}, ${id('demo_ana')},
              ${JSON.stringify([
                { turnover: 1_000, salary: 20 },
                { turnover: 10_000, salary: 150 },
              ])}::jsonb, 'day', 'accepted', now() - interval '10 days', now() - interval '10 days',
              now() - interval '10 days')`);
    await tx.execute(sql`
      insert into salary_contracts (agent_id, member_id, tiers, period)
      values (${id(DEMO_AGENT)}, ${id('demo_carla')},
              ${JSON.stringify([
                { turnover: 500, salary: 5 },
                { turnover: 5_000, salary: 40 },
              ])}::jsonb, 'hour')`);
    await tx.execute(sql`
      insert into dividend_contracts (agent_id, member_id, tiers, status, created_at, decided_at, accepted_at)
      values (${id(DEMO_AGENT)}, ${id('demo_ben')},
              ${JSON.stringify([
                { profit: 0, percent: 20 },
                { profit: 50_000, percent: 30 },
              ])}::jsonb, 'accepted', now() - interval '30 days', now() - interval '30 days',
              now() - interval '30 days')`);
    await adjustBalance(tx, ids.get(DEMO_AGENT) ?? 0, AGENT_FUNDS, 'demo-agent-funds');
  });
  return { username: DEMO_AGENT, password };
}
