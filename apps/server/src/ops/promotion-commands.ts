import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listWeeklyFundRuns, payWeeklyFund, weeklyFundPolicyOf } from '../modules/promotions/index.js';
import { latestPeriods } from '../modules/promotions/leaderboard-repository.js';
import { closeDuePeriods, leaderboardPolicyOf } from '../modules/promotions/leaderboard-service.js';
import { getRebateStatus, rebatePolicyOf } from '../modules/promotions/rebate-service.js';
import { readSettingRows, resolveSettings } from '../modules/system/index.js';
import { json, OpsError } from './args.js';
import type { OpsCommand } from './command.js';

const LIST_LIMIT = 20;

const settingsOf = async (db: Db) => resolveSettings(await readSettingRows(db));

async function memberIdOf(db: Db, username: string | undefined): Promise<number> {
  if (!username) throw new OpsError('give the member name');
  const { rows } = await db.execute(sql`select id from members where lower(username) = lower(${username})`);
  if (!rows[0]) throw new OpsError(`no member named ${username}`);
  return Number(rows[0].id);
}

/**
 * The leaderboard's periods and the rebate a member would receive. Their rules stay settings
 * (`setting set leaderboard|rebate JSON`); the scheduled job closes periods by itself, and
 * `close-due` does now what it would do at its next run.
 */
export const PROMOTION_COMMANDS: OpsCommand[] = [
  {
    name: 'leaderboard list',
    summary: 'the latest leaderboard periods, newest first, with their prizes (pesos)',
    run: async (db) =>
      json(
        (await latestPeriods(db, LIST_LIMIT)).map((period) => ({
          id: period.id,
          startsAt: period.startsAt.toISOString(),
          endsAt: period.endsAt.toISOString(),
          prizes: period.prizes.map((centavos) => centavos / 100),
          closedAt: period.closedAt?.toISOString() ?? null,
        })),
      ),
  },
  {
    name: 'leaderboard close-due',
    summary: 'closes the ended periods now and issues their prizes as rewards',
    run: async (db) => {
      const closed = await closeDuePeriods(db, leaderboardPolicyOf(await settingsOf(db)));
      return json(
        closed.map((period) => ({
          periodId: period.periodId,
          prizes: period.prizes.map((prize) => ({ ...prize, pesos: prize.centavos / 100 })),
        })),
      );
    },
  },
  {
    name: 'rebate show',
    usage: 'MEMBER',
    summary: "what the member's rebate claim would credit now, per game category",
    run: async (db, input) => {
      const memberId = await memberIdOf(db, input.positionals[0]);
      return json(await getRebateStatus(db, memberId, rebatePolicyOf(await settingsOf(db))));
    },
  },
  {
    name: 'weekly-fund list',
    summary: 'the weeks the weekly fund has paid, newest first, with how many rewards each issued',
    run: async (db) => json(await listWeeklyFundRuns(db, LIST_LIMIT)),
  },
  {
    name: 'weekly-fund pay-due',
    summary: "pays the last full week's weekly fund now, if not yet paid (the server does it by itself)",
    run: async (db) => {
      const done = await payWeeklyFund(db, weeklyFundPolicyOf(await settingsOf(db)));
      if (!done.paid) return `week of ${done.weekStart} already paid`;
      return json({
        weekStart: done.weekStart,
        rewards: done.paid.map((p) => ({ memberId: p.memberId, pesos: p.centavos / 100 })),
      });
    },
  },
];
