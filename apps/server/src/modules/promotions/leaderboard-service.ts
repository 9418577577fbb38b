import { centavosToPesos, type Leaderboard, type LeaderboardRules } from '@app/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SystemConfig } from '../system/index.js';
import { issueReward } from './issue-reward.js';
import { nextPeriodSpan } from './leaderboard-calendar.js';
import {
  findPeriodAt,
  insertPeriod,
  type LeaderboardPeriodRow,
  latestPeriods,
  lockPeriodMaking,
  markEndedPeriodsClosed,
  periodStandings,
} from './leaderboard-repository.js';

/** Ranks the page lists. */
export const LEADERBOARD_TOP = 20;
/**
 * A round is stamped settled with its transaction's start and becomes visible at its commit, a
 * moment later: a period is closed only this long after its end, so a round settled just before the
 * end and committed just after it still counts.
 */
const SETTLE_GRACE_MS = 60_000;

export interface LeaderboardPolicy {
  rules: LeaderboardRules;
  timeZone: string;
  rewardExpiryDays: number;
}

export const leaderboardPolicyOf = (settings: SystemConfig['settings']): LeaderboardPolicy => ({
  rules: settings.leaderboard,
  timeZone: settings.timeZone,
  rewardExpiryDays: settings.rewardExpiryDays,
});

/** `ju***88`: enough for players to recognise themselves, never a rival's full username. */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/**
 * The period running now, made when none is (R-PROMO-07): the lock keeps two nodes, or the job and a
 * page, from making two. Its prizes are those of the settings at its making.
 */
export async function currentPeriod(db: Db, policy: LeaderboardPolicy, now = new Date()) {
  const found = await findPeriodAt(db, now);
  if (found) return found;
  return db.transaction(async (tx) => {
    await lockPeriodMaking(tx);
    const madeMeanwhile = await findPeriodAt(tx, now);
    if (madeMeanwhile) return madeMeanwhile;
    const [previous] = await latestPeriods(tx, 1);
    const span = nextPeriodSpan(now, policy.timeZone, policy.rules.periodDays, previous?.endsAt);
    return insertPeriod(tx, { ...span, prizes: policy.rules.prizes.map((p) => Math.round(p * 100)) });
  });
}

/**
 * Closes every period that has ended and issues its prizes, in one transaction: the update that
 * marks a period closed is what claims it, so of two nodes closing at once only one issues prizes
 * (and the rewards' source reference `period:rank` would refuse a second set anyway).
 */
export async function closeDuePeriods(db: Db, policy: LeaderboardPolicy, now = new Date()) {
  return db.transaction(async (tx) => {
    const closed = await markEndedPeriodsClosed(tx, new Date(now.getTime() - SETTLE_GRACE_MS));
    const results = [];
    for (const period of closed) results.push(await issuePrizes(tx, period, policy.rewardExpiryDays));
    return results;
  });
}

async function issuePrizes(tx: DbOrTx, period: LeaderboardPeriodRow, expiryDays: number) {
  const winners = await periodStandings(tx, period, period.prizes.length, null);
  const prizes = [];
  for (const winner of winners) {
    const centavos = period.prizes[winner.rank - 1] ?? 0;
    if (centavos <= 0) continue;
    const reward = await issueReward(tx, {
      memberId: winner.memberId,
      source: 'leaderboard',
      sourceRef: `${period.id}:${winner.rank}`,
      centavos,
      expiryDays,
    });
    prizes.push({ rank: winner.rank, memberId: winner.memberId, rewardId: reward.id, centavos });
  }
  return { periodId: period.id, prizes };
}

/** The page's board: the running period, its top ranks, and the caller's own standing. */
export async function getLeaderboard(
  db: Db,
  policy: LeaderboardPolicy,
  memberId: number | null,
  now = new Date(),
): Promise<Leaderboard> {
  const period = await currentPeriod(db, policy, now);
  const standings = await periodStandings(db, period, LEADERBOARD_TOP, memberId);
  const prizeOf = (rank: number) => centavosToPesos(period.prizes[rank - 1] ?? 0);
  const own = memberId === null ? undefined : standings.find((s) => s.memberId === memberId);
  return {
    period: { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() },
    timeZone: policy.timeZone,
    prizes: period.prizes.map(centavosToPesos),
    list: standings
      .filter((s) => s.rank <= LEADERBOARD_TOP)
      .map((s) => ({
        rank: s.rank,
        name: maskName(s.username),
        score: centavosToPesos(s.score),
        prize: prizeOf(s.rank),
      })),
    me:
      memberId === null
        ? null
        : own
          ? { rank: own.rank, score: centavosToPesos(own.score), prize: prizeOf(own.rank) }
          : { rank: null, score: 0, prize: 0 },
  };
}
