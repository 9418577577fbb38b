import type { CrashBetView, Currency } from '@app/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { crashBets } from '../../db/schema/index.js';

export type CrashBetRow = typeof crashBets.$inferSelect;

export const betView = (bet: CrashBetRow): CrashBetView => ({
  id: bet.id,
  roundId: bet.roundId,
  player: bet.playerMask,
  amountCentavos: bet.amountCentavos,
  currency: bet.currency as Currency,
  autoCashoutCents: bet.autoCashoutCents,
  status: bet.status,
  cashoutCents: bet.cashoutCents,
  payoutCentavos: bet.payoutCentavos,
});

/**
 * What a new bet must know of, in one query: the member's bet of the same id (a retry, in any round)
 * and their bet in the round taking bets.
 */
export async function findRetryOrRoundBet(
  db: DbOrTx,
  memberId: number,
  betId: string,
  roundId: number | null,
) {
  const rows = await db
    .select()
    .from(crashBets)
    .where(
      and(
        eq(crashBets.memberId, memberId),
        roundId === null
          ? eq(crashBets.betId, betId)
          : or(eq(crashBets.betId, betId), eq(crashBets.roundId, roundId)),
      ),
    );
  return {
    retried: rows.find((row) => row.betId === betId),
    inRound: rows.find((row) => row.roundId === roundId),
  };
}

export async function findMemberBet(db: DbOrTx, roundId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.memberId, memberId)));
  return row;
}

export async function insertBet(db: DbOrTx, bet: Omit<typeof crashBets.$inferInsert, 'id'>) {
  const [row] = await db.insert(crashBets).values(bet).returning();
  if (!row) throw new Error('the bet was not stored');
  return row;
}

/** The member's open bet in the round, locked: a cash-out and the settlement never both end it. */
export async function lockOpenBet(db: DbOrTx, roundId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(crashBets)
    .where(
      and(eq(crashBets.roundId, roundId), eq(crashBets.memberId, memberId), eq(crashBets.status, 'open')),
    )
    .for('update');
  return row;
}

export async function openBetsOfRound(db: DbOrTx, roundId: number) {
  return db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open')))
    .orderBy(asc(crashBets.id))
    .for('update');
}

export async function endBet(
  db: DbOrTx,
  id: number,
  outcome: { status: 'cashed' | 'lost'; cashoutCents: number | null; payoutCentavos: number },
) {
  const [row] = await db.update(crashBets).set(outcome).where(eq(crashBets.id, id)).returning();
  if (!row) throw new Error(`bet ${id} vanished`);
  return row;
}

export async function betsOfRound(db: DbOrTx, roundId: number, limit: number) {
  return db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(asc(crashBets.id))
    .limit(limit);
}
