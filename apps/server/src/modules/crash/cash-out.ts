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
import { gamePostAnswer, publishBalance } from '../wallet/index.js';
import { eachAloneOnFailure, type Outcome } from './batcher.js';
import { betView, cashOutsAtOnce, openBetsWithRounds } from './bet-repository.js';
import type { CrashDeps } from './crash-deps.js';
import { crashWinBody } from './place-bet.js';
import { type CrashPlayer, playersOfCalls } from './player-of-launch.js';

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

/**
 * Cash-outs of distinct members. Each is judged first, from its bet and round read without a lock
 * (what decides it, the stake, the automatic target, the round's start and crash point, never
 * changes once the bet is placed), by its own arrival time; then the wins are written in one
 * statement and so one transaction (`crash_cash_outs`, migration 0034), each under its bet's row
 * lock and only while the bet is still open, each its own ledger transfer with its own idempotency
 * key. A bet the settlement or another call ended meanwhile finds nothing open, as before.
 */
async function cashOutsOnce(
  deps: CrashDeps,
  batch: { call: { call: CashOutCall }; player: CrashPlayer }[],
): Promise<Outcome<CrashBetValue>[]> {
  const outcomes: Outcome<CrashBetValue>[] = batch.map(() =>
    refused(new AppError('NO_OPEN_BET', { field: 'roundId' })),
  );
  const open = await openBetsWithRounds(
    deps.db,
    batch.map(({ call: { call }, player }) => ({ roundId: call.request.roundId, memberId: player.memberId })),
  );
  const openOf = new Map(open.map((o) => [`${o.bet.roundId}:${o.bet.memberId}`, o]));
  const paying: { n: number; bet: number; payout: number; cents: number }[] = [];
  for (const [
    n,
    {
      call: { call },
      player,
    },
  ] of batch.entries()) {
    const found = openOf.get(`${call.request.roundId}:${player.memberId}`);
    if (!found) continue;
    const { bet } = found;
    const elapsed = call.receivedAt - found.bettingEndsMs;
    if (elapsed < 0) outcomes[n] = refused(new AppError('CONFLICT', { field: 'roundId' }));
    else if (elapsed >= crashElapsedMs(found.crashPointCents))
      outcomes[n] = refused(new AppError('CASHOUT_TOO_LATE', { field: 'roundId' }));
    else {
      const reached = multiplierCentsAt(elapsed);
      const cents =
        bet.autoCashoutCents !== null && bet.autoCashoutCents <= reached ? bet.autoCashoutCents : reached;
      paying.push({ n, bet: bet.id, payout: crashPayoutCentavos(bet.amountCentavos, cents), cents });
    }
  }
  if (paying.length === 0) return outcomes;
  // In bet order, as the settlement locks them.
  paying.sort((a, b) => a.bet - b.bet);
  const rows = await cashOutsAtOnce(
    deps.db,
    { vendor: HOUSE_VENDOR, gameId: CRASH_GAME_CODE, houseShards: deps.houseShards },
    paying,
  );
  for (const row of rows) {
    const b = batch[row.n];
    if (!b || row.kind === 'gone') continue;
    const paid = paying.find((p) => p.n === row.n);
    const body = crashWinBody(b.call.call.request.roundId, b.player.memberId, paid?.payout ?? 0);
    const answer = gamePostAnswer(deps, HOUSE_VENDOR, 'win', body, row.post);
    if (!answer.ok) outcomes[row.n] = refused(answer.error);
    else if (row.kind === 'cashed' && row.bet) {
      // Only once committed (the statement is its own transaction) may the pages hear of it.
      publishBalance(deps.bus, row.bet.memberId, answer.value.currency as Currency, answer.value.balance);
      outcomes[row.n] = { ok: true, value: { bet: betView(row.bet), balanceCentavos: answer.value.balance } };
    }
  }
  return outcomes;
}
