import {
  type CrashBetValue,
  type Currency,
  crashElapsedMs,
  crashPayoutCentavos,
  HOUSE_VENDOR,
  multiplierCentsAt,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import { publishBalance, vendorTransfers } from '../wallet/index.js';
import { eachAloneOnFailure, type Outcome } from './batcher.js';
import { type BetEnd, betView, type CrashBetRow, endBets, lockOpenBets } from './bet-repository.js';
import type { CrashDeps } from './crash-deps.js';
import { crashWinBody } from './place-bet.js';
import { type CrashPlayer, playersOfCalls } from './player-of-launch.js';
import { roundsByIds } from './round-repository.js';

/** A cash-out as it reached the server: the request and the server's clock at its arrival. */
export interface CashOutCall {
  request: { token: string; roundId: number };
  receivedAt: number;
}

const refused = (error: AppError): Outcome<never> => ({ ok: false, error });

/**
 * A cash-out by hand, judged by the server's clock when the request arrived (`receivedAt`), never by
 * what the page showed: at or after the crash instant it is too late and the bet stays for the
 * settlement to lose. An automatic cash-out below the multiplier reached has already happened, so
 * it pays at its target. The win goes through the seamless wallet's `win` in the same transaction.
 */
export async function cashOut(
  deps: CrashDeps,
  request: CashOutCall['request'],
  receivedAt: number,
): Promise<CrashBetValue> {
  const [outcome] = await cashOuts(deps, [{ request, receivedAt }]);
  if (!outcome?.ok) throw outcome?.error ?? new Error('the cash-out had no answer');
  return outcome.value;
}

/**
 * Cash-outs that arrived together, in one transaction, each judged by its own arrival as `cashOut`
 * judges it and answered on its own; each win is its own ledger transfer with its own idempotency
 * key, written with the end of its bet.
 */
export async function cashOuts(deps: CrashDeps, calls: CashOutCall[]): Promise<Outcome<CrashBetValue>[]> {
  const outcomes: Outcome<CrashBetValue>[] = new Array(calls.length);
  let pending = calls.map((call, i) => ({ call, i }));
  while (pending.length > 0) {
    const split = await playersOfCalls(deps.db, pending, (p) => p.call.request.token);
    for (const { call, error } of split.refused) outcomes[call.i] = refused(error);
    const answered = await eachAloneOnFailure(split.first, (batch) => cashOutsOnce(deps, batch));
    for (const [k, { call }] of split.first.entries())
      outcomes[call.i] = answered[k] ?? refused(new AppError('INTERNAL_ERROR'));
    pending = split.later;
  }
  return outcomes;
}

/** One transaction for cash-outs of distinct members. */
async function cashOutsOnce(
  deps: CrashDeps,
  batch: { call: { call: CashOutCall }; player: CrashPlayer }[],
): Promise<Outcome<CrashBetValue>[]> {
  const written = await deps.db.transaction(async (tx) => {
    const outcomes = new Map<number, Outcome<{ bet: CrashBetRow; balance: number }>>();
    const open = await lockOpenBets(
      tx,
      batch.map(({ call: { call }, player }) => ({
        roundId: call.request.roundId,
        memberId: player.memberId,
      })),
    );
    const betOf = new Map(open.map((bet) => [bet.memberId, bet]));
    const rounds = await roundsByIds(tx, [...new Set(open.map((bet) => bet.roundId))]);
    const paying: { bet: CrashBetRow; end: BetEnd & { cashoutCents: number } }[] = [];
    for (const {
      call: { call },
      player,
    } of batch) {
      const bet = betOf.get(player.memberId);
      const round = bet && rounds.get(bet.roundId);
      const refuse = (error: AppError) => outcomes.set(player.memberId, refused(error));
      if (!bet || !round) {
        refuse(new AppError('NO_OPEN_BET', { field: 'roundId' }));
        continue;
      }
      const elapsed = call.receivedAt - round.bettingEndsAt.getTime();
      if (elapsed < 0) refuse(new AppError('CONFLICT', { field: 'roundId' }));
      else if (elapsed >= crashElapsedMs(round.crashPointCents))
        refuse(new AppError('CASHOUT_TOO_LATE', { field: 'roundId' }));
      else {
        const reached = multiplierCentsAt(elapsed);
        const cents =
          bet.autoCashoutCents !== null && bet.autoCashoutCents <= reached ? bet.autoCashoutCents : reached;
        const payout = crashPayoutCentavos(bet.amountCentavos, cents);
        paying.push({ bet, end: { status: 'cashed', cashoutCents: cents, payoutCentavos: payout } });
      }
    }
    const moved = await vendorTransfers(
      deps,
      tx,
      HOUSE_VENDOR,
      'win',
      paying.map(({ bet, end }) => crashWinBody(bet.roundId, bet.memberId, end.payoutCentavos)),
      { publish: false },
    );
    const paid: { bet: CrashBetRow; end: BetEnd; balance: number }[] = [];
    for (const [k, { bet, end }] of paying.entries()) {
      const answer = moved[k];
      if (!answer?.ok) outcomes.set(bet.memberId, refused(answer?.error ?? new AppError('INTERNAL_ERROR')));
      else paid.push({ bet, end, balance: answer.value.balance });
    }
    const ended = await endBets(tx, paid);
    for (const [k, bet] of ended.entries())
      outcomes.set(bet.memberId, { ok: true, value: { bet, balance: paid[k]?.balance ?? 0 } });
    return outcomes;
  });
  // Only once committed may the pages hear of them.
  return batch.map(({ player }): Outcome<CrashBetValue> => {
    const outcome = written.get(player.memberId) ?? refused(new AppError('INTERNAL_ERROR'));
    if (!outcome.ok) return outcome;
    const { bet, balance } = outcome.value;
    publishBalance(deps.bus, bet.memberId, bet.currency as Currency, balance);
    return { ok: true, value: { bet: betView(bet), balanceCentavos: balance } };
  });
}
