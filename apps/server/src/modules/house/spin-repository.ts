import type { Currency, HouseSpinValue } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { houseSpins } from '../../db/schema/index.js';

export async function findSpin(db: DbOrTx, memberId: number, spinId: string) {
  const [row] = await db
    .select({ result: houseSpins.result })
    .from(houseSpins)
    .where(and(eq(houseSpins.memberId, memberId), eq(houseSpins.spinId, spinId)));
  return row?.result as HouseSpinValue | undefined;
}

export async function insertSpin(
  db: DbOrTx,
  spin: {
    memberId: number;
    seedId: number;
    gameCode: string;
    currency: Currency;
    value: HouseSpinValue;
  },
) {
  const { value } = spin;
  await db.insert(houseSpins).values({
    memberId: spin.memberId,
    spinId: value.spinId,
    roundRef: value.roundId,
    gameCode: spin.gameCode,
    seedId: spin.seedId,
    nonce: value.nonce,
    stops: value.stops,
    result: value,
    lineBetCentavos: value.lineBetCentavos,
    betCentavos: value.betCentavos,
    winCentavos: value.winCentavos,
    currency: spin.currency,
  });
}

/** A member's own spin by round id (S-20: another member's round is simply not found). */
export async function findMemberRound(db: DbOrTx, memberId: number, roundRef: string) {
  const [row] = await db
    .select()
    .from(houseSpins)
    .where(and(eq(houseSpins.memberId, memberId), eq(houseSpins.roundRef, roundRef)));
  return row;
}

/** The slot code of an in-house game by its node id. */
export async function houseGameCode(db: DbOrTx, vendor: string, nodeId: number) {
  const { rows } = await db.execute(
    sql`select game_id from games where node_id = ${nodeId} and vendor_code = ${vendor} and enabled`,
  );
  return rows[0] ? String(rows[0].game_id) : undefined;
}
