import {
  CRASH_GAME_CODE,
  type CrashBetValue,
  type Currency,
  crashElapsedMs,
  crashPayoutCentavos,
  HOUSE_VENDOR,
  multiplierCentsAt,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { publishBalance, vendorTransfer } from '../wallet/index.js';
import { betView, endBet, lockOpenBet } from './bet-repository.js';
import type { CrashDeps } from './crash-deps.js';
import { ledgerRoundOf } from './place-bet.js';
import { crashMemberOfLaunch } from './player-of-launch.js';
import { roundById } from './round-repository.js';

/**
 * A cash-out by hand, judged by the server's clock when the request arrived (`receivedAt`), never by
 * what the page showed: at or after the crash instant it is too late and the bet stays for the
 * settlement to lose. An automatic cash-out below the multiplier reached has already happened, so
 * it pays at its target. The win goes through the seamless wallet's `win` in the same transaction.
 */
export async function cashOut(
  deps: CrashDeps,
  request: { token: string; roundId: number },
  receivedAt: number,
): Promise<CrashBetValue> {
  const ended = await deps.db.transaction(async (tx) => {
    const { memberId } = await crashMemberOfLaunch(tx, request.token);
    const bet = await lockOpenBet(tx, request.roundId, memberId);
    const round = bet && (await roundById(tx, bet.roundId));
    if (!bet || !round) throw new AppError('NO_OPEN_BET', { field: 'roundId' });
    const elapsed = receivedAt - round.bettingEndsAt.getTime();
    if (elapsed < 0) throw new AppError('CONFLICT', { field: 'roundId' });
    if (elapsed >= crashElapsedMs(round.crashPointCents))
      throw new AppError('CASHOUT_TOO_LATE', { field: 'roundId' });
    const reached = multiplierCentsAt(elapsed);
    const cents =
      bet.autoCashoutCents !== null && bet.autoCashoutCents <= reached ? bet.autoCashoutCents : reached;
    const payout = crashPayoutCentavos(bet.amountCentavos, cents);
    const ledgerRound = ledgerRoundOf(round.id, memberId);
    const moved = await vendorTransfer(
      deps,
      tx,
      HOUSE_VENDOR,
      'win',
      {
        playerId: String(memberId),
        roundId: ledgerRound,
        gameId: CRASH_GAME_CODE,
        transactionId: `${ledgerRound}-win`,
        amount: payout,
      },
      { publish: false },
    );
    const row = await endBet(tx, bet.id, { status: 'cashed', cashoutCents: cents, payoutCentavos: payout });
    return { bet: row, balance: moved.balance };
  });
  publishBalance(deps.bus, ended.bet.memberId, ended.bet.currency as Currency, ended.balance);
  deps.announceBet(betView(ended.bet));
  return { bet: betView(ended.bet), balanceCentavos: ended.balance };
}
