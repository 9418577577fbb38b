import type { CrashSessionValue, CrashState, CrashVerify } from '@app/contracts';
import { CRASH_RULES } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { crashRounds } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { betView, findMemberBet } from './bet-repository.js';
import { crashBoard } from './board.js';
import { crashPlayerOfLaunch } from './player-of-launch.js';
import { chainById, latestRound, recentCrashes, roundById } from './round-repository.js';
import { roundView } from './round-view.js';

const HISTORY_SHOWN = 20;

/** The round now, its live list of bets and the latest crash points, for anyone who opens the page. */
export async function getCrashState(db: DbOrTx): Promise<CrashState> {
  const round = await latestRound(db);
  return {
    serverNow: new Date().toISOString(),
    round: round ? roundView(round) : null,
    board: round ? ((await crashBoard(db, round.id)) ?? null) : null,
    history: await recentCrashes(db, HISTORY_SHOWN),
  };
}

/** The Crash page opens with its launch token: who plays, the balance, the round and their bet. */
export async function openCrashSession(db: Db, token: string): Promise<CrashSessionValue> {
  const player = await crashPlayerOfLaunch(db, token);
  const state = await getCrashState(db);
  const mine = state.round && (await findMemberBet(db, state.round.roundId, player.memberId));
  return {
    userName: player.userName ?? '',
    currency: player.currency,
    balanceCentavos: player.balance,
    state,
    myBet: mine ? betView(mine) : null,
  };
}

async function chainNeighbour(db: Db, chainId: number, chainIndex: number) {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.chainId, chainId), eq(crashRounds.chainIndex, chainIndex)));
  return row;
}

/** A crashed round with what it takes to recompute it; a round still running is not found. */
export async function verifyCrashRound(db: Db, roundId: number): Promise<CrashVerify> {
  const round = await roundById(db, roundId);
  const chain = round && (await chainById(db, round.chainId));
  if (!round || !chain || round.phase !== 'crashed') throw new AppError('NOT_FOUND', { field: 'roundId' });
  const before = round.chainIndex > 1 ? await chainNeighbour(db, chain.id, round.chainIndex - 1) : undefined;
  const after = await chainNeighbour(db, chain.id, round.chainIndex + 1);
  return {
    roundId: round.id,
    chainIndex: round.chainIndex,
    hash: round.hash,
    previousHash: before?.hash ?? chain.terminatingHash,
    nextHash: after?.phase === 'crashed' ? after.hash : null,
    terminatingHash: chain.terminatingHash,
    salt: chain.salt,
    crashPointCents: round.crashPointCents,
    houseEdgeBp: CRASH_RULES.houseEdgeBp,
    maxMultiplierCents: CRASH_RULES.maxMultiplierCents,
    crashedAt: round.crashesAt.toISOString(),
  };
}
