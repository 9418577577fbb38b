import { CRASH_GAME_CODE, type CrashBetValue, type Currency, HOUSE_VENDOR } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.js';
import { memberBalances, publishBalance, vendorTransfer } from '../wallet/index.js';
import { betView, findRetryOrRoundBet, insertBet } from './bet-repository.js';
import { maskPlayer } from './chain.js';
import type { CrashDeps } from './crash-deps.js';
import { crashMemberOfLaunch } from './player-of-launch.js';
import { lockLatestBettingRound } from './round-repository.js';

export interface BetRequest {
  token: string;
  betId: string;
  amountCentavos: number;
  autoCashoutCents?: number | null | undefined;
}

/** Names the per-member lock of Crash bets among the database's advisory locks. */
const BET_LOCK_SPACE = 0x43_52_53_48; // "CRSH"

/** The ledger's round and transfer ids of a member's bet in a round. */
export const ledgerRoundOf = (roundId: number, memberId: number) => `crash-${roundId}-${memberId}`;

/**
 * A bet on the round taking bets, decided by the server's clock at `receivedAt`: the stake leaves
 * the wallet through the seamless wallet's own `bet` (idempotent on the round and member) in the
 * transaction that writes the bet row. A retried bet id answers the first bet.
 */
export async function placeBet(
  deps: CrashDeps,
  request: BetRequest,
  receivedAt: number,
): Promise<CrashBetValue> {
  const answer = await deps.db.transaction(async (tx) => {
    const player = await crashMemberOfLaunch(tx, request.token);
    const { memberId } = player;
    await tx.execute(sql`select pg_advisory_xact_lock(${BET_LOCK_SPACE}, ${memberId})`);
    const round = await lockLatestBettingRound(tx);
    const { retried, inRound } = await findRetryOrRoundBet(tx, memberId, request.betId, round?.id ?? null);
    if (retried) {
      const balances = await memberBalances(tx, memberId);
      const balance = balances.find((b) => b.currency === retried.currency)?.balance ?? 0;
      return { bet: retried, balance, fresh: false };
    }
    if (!round || round.bettingEndsAt.getTime() <= receivedAt)
      throw new AppError('BETTING_CLOSED', { field: 'roundId' });
    if (inRound) throw new AppError('ALREADY_BET', { field: 'betId' });
    const ledgerRound = ledgerRoundOf(round.id, memberId);
    const moved = await vendorTransfer(
      deps,
      tx,
      HOUSE_VENDOR,
      'bet',
      {
        playerId: String(memberId),
        roundId: ledgerRound,
        gameId: CRASH_GAME_CODE,
        token: request.token,
        transactionId: `${ledgerRound}-bet`,
        amount: request.amountCentavos,
      },
      { publish: false },
    );
    const bet = await insertBet(tx, {
      roundId: round.id,
      memberId,
      betId: request.betId,
      playerMask: maskPlayer(player.userName ?? ''),
      currency: moved.currency,
      amountCentavos: request.amountCentavos,
      autoCashoutCents: request.autoCashoutCents ?? null,
    });
    return { bet, balance: moved.balance, fresh: true };
  });
  if (answer.fresh) {
    publishBalance(deps.bus, answer.bet.memberId, answer.bet.currency as Currency, answer.balance);
    deps.announceBet(betView(answer.bet));
  }
  return { bet: betView(answer.bet), balanceCentavos: answer.balance };
}
