import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameRounds, games, members, vendors } from '../../db/schema/index.js';
import { launchable } from './game-repository.js';

/** Settled real-money wins, newest first (H-5): PHP rounds with a win above 0, never anything made up. */
export function findWinners(db: DbOrTx, category: string | undefined, limit: number) {
  return db
    .select({
      username: members.username,
      winCentavos: gameRounds.winCentavos,
      settledAt: gameRounds.settledAt,
      nodeId: games.nodeId,
      gameId: games.gameId,
      name: games.name,
      category: games.category,
      supportPlay: games.supportPlay,
      iconUrl: games.iconUrl,
      mobileSmallIcon: games.mobileSmallIcon,
      showIcon: games.showIcon,
      vendorCode: games.vendorCode,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .innerJoin(vendors, eq(games.vendorCode, vendors.code))
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .where(
      and(
        sql`${gameRounds.currency} = 'PHP'`,
        gt(gameRounds.winCentavos, 0),
        isNotNull(gameRounds.settledAt),
        launchable(),
        category ? eq(games.category, category) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.settledAt), desc(gameRounds.id))
    .limit(limit);
}

export interface SettledRound {
  memberId: number;
  nodeId: number;
  vendorCode: string;
  roundRef: string;
  betCentavos: number;
  winCentavos: number;
  currency: 'PHP' | 'DEMO';
  settledAt?: Date;
}

/**
 * Records a settled round once per (vendor, round ref), for fixtures and imports of history; live
 * play writes rounds through the seamless wallet (`wallet_game_post`).
 */
export async function insertSettledRound(db: DbOrTx, round: SettledRound) {
  await db
    .insert(gameRounds)
    .values({ ...round, settledAt: round.settledAt ?? new Date() })
    .onConflictDoNothing();
}
