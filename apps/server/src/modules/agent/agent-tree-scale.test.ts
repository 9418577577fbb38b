import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { members } from '../../db/schema/index.js';
import { creditDeposit } from '../wallet/index.js';
import { getTeamKpiA, getTeamKpiB, listDownlines } from './team.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

/** Members per level under one root: 10,000 in all, six levels below the root. */
const LEVELS = [1, 5, 30, 150, 800, 3000, 6014];
const DEPOSITORS = 60;

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the tree at scale', () => {
  it('R-API-102 R-API-103 R-API-104 10,000 members six levels deep: every figure equals a brute-force sum over the parent links', async () => {
    const random = seeded(15);
    const parentOf = new Map<number, number | null>();
    let previous: number[] = [];
    for (const [level, size] of LEVELS.entries()) {
      const rows = Array.from({ length: size }, (_, i) => ({
        username: `tree${level}x${i}`,
        type: level === 0 ? 1 : 0,
        parentAgentId: level === 0 ? null : (previous[Math.floor(random() * previous.length)] ?? null),
      }));
      const inserted: number[] = [];
      for (let start = 0; start < rows.length; start += 1000) {
        const batch = rows.slice(start, start + 1000);
        const ids = await t.db.insert(members).values(batch).returning({ id: members.id });
        ids.forEach(({ id }, i) => {
          inserted.push(id);
          parentOf.set(id, batch[i]?.parentAgentId ?? null);
        });
      }
      previous = inserted;
    }
    expect(parentOf.size).toBe(10_000);

    // Deposits of a sample spread over the levels, through the ledger as the gateway's are.
    const everyone = [...parentOf.keys()];
    const deposited = new Map<number, number>();
    for (let i = 0; i < DEPOSITORS; i += 1) {
      const memberId = everyone[Math.floor(random() * everyone.length)] as number;
      const centavos = 10_000 + Math.floor(random() * 90_000);
      await creditDeposit(t.db, memberId, centavos, `scale-${i}`);
      deposited.set(memberId, (deposited.get(memberId) ?? 0) + centavos);
    }

    /** The brute force: walk each member's parent links up, no tree table involved. */
    const below = (agentId: number) =>
      everyone.filter((id) => {
        for (let up = parentOf.get(id); up != null; up = parentOf.get(up)) if (up === agentId) return true;
        return false;
      });
    const closure = await t.db.execute<{ rows: string; deepest: number }>(
      sql`select count(*)::text as rows, max(depth) as deepest from member_tree`,
    );
    const expectedRows = everyone.reduce((sum, id) => {
      let depth = 1;
      for (let up = parentOf.get(id); up != null; up = parentOf.get(up)) depth += 1;
      return sum + depth;
    }, 0);
    expect(Number(closure.rows[0]?.rows)).toBe(expectedRows);
    expect(Number(closure.rows[0]?.deepest)).toBe(6);

    const root = everyone[0] as number;
    const firstOfLevel = (level: number) => LEVELS.slice(0, level).reduce((a, b) => a + b, 0);
    const middle = everyone[firstOfLevel(2) + 3] as number;
    const deep = everyone[firstOfLevel(5) + 7] as number;
    for (const agentId of [root, middle, deep]) {
      const team = below(agentId);
      const money = team.reduce((sum, id) => sum + (deposited.get(id) ?? 0), 0);
      const active = team.filter((id) => deposited.has(id)).length;
      const started = performance.now();
      const a = await getTeamKpiA(t.db, agentId, {});
      const b = await getTeamKpiB(t.db, agentId, {});
      const elapsed = performance.now() - started;
      expect(a, `agent ${agentId}`).toMatchObject({
        teamSize: team.length,
        newMembers: team.length,
        activeMembers: active,
      });
      expect(b.deposits).toBeCloseTo(money / 100, 2);
      expect(b).toMatchObject({ bets: 0, winLoss: 0, withdrawals: 0 });
      const page = await listDownlines(t.db, agentId, { pageNum: 1, pageSize: 100 }, false);
      expect(page.total).toBe(team.length);
      expect(page.list.every((row) => team.includes(Number(row.id)))).toBe(true);
      console.info(`team of ${team.length}: KPI A+B in ${elapsed.toFixed(0)} ms`);
    }
    expect(below(root)).toHaveLength(9_999);
  }, 120_000);
});
