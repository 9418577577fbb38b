import { CRASH_GAME_CODE, type CrashBetValue, type Currency, HOUSE_VENDOR, SEAMLESS } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import {
  gamePostAnswer,
  hashLaunchToken,
  memberBalances,
  publishBalance,
  vendorTransfers,
} from '../wallet/index.js';
import { eachAloneOnFailure, type Outcome } from './batcher.js';
import {
  betView,
  type CrashBetRow,
  findRetriesOrRoundBets,
  insertBets,
  lockBetMembers,
  placeBetsAtOnce,
} from './bet-repository.js';
import { maskPlayer } from './chain.js';
import type { CrashDeps } from './crash-deps.js';
import { type CrashPlayer, playersOfCalls } from './player-of-launch.js';
import { lockLatestBettingRound } from './round-repository.js';

export interface BetRequest {
  token: string;
  betId: string;
  amountCentavos: number;
  autoCashoutCents?: number | null | undefined;
}

/** A bet as it reached the server: the request and the server's clock at its arrival. */
export interface BetCall {
  request: BetRequest;
  receivedAt: number;
}

/** The ledger's round and transfer ids of a member's bet in a round. */
export const ledgerRoundOf = (roundId: number, memberId: number) => `crash-${roundId}-${memberId}`;

/** The seamless win of a member's bet in a round: one per bet, its id the idempotency key. */
export function crashWinBody(roundId: number, memberId: number, amount: number) {
  const ledgerRound = ledgerRoundOf(roundId, memberId);
  return {
    playerId: String(memberId),
    roundId: ledgerRound,
    gameId: CRASH_GAME_CODE,
    transactionId: `${ledgerRound}-win`,
    amount,
  };
}

const refused = (error: AppError): Outcome<never> => ({ ok: false, error });

/**
 * A bet on the round taking bets, decided by the server's clock at `receivedAt`: the stake leaves
 * the wallet through the seamless wallet's own `bet` (idempotent on the round and member) in the
 * transaction that writes the bet row. A retried bet id answers the first bet.
 */
export async function placeBet(deps: CrashDeps, request: BetRequest, receivedAt: number) {
  const [outcome] = await placeBets(deps, [{ request, receivedAt }]);
  if (!outcome?.ok) throw outcome?.error ?? new Error('the bet had no answer');
  return outcome.value;
}

/**
 * Bets that arrived together, in one transaction, each decided as `placeBet` decides it and each
 * answered on its own: a refused bet takes nothing and leaves the others be. Each stake is its own
 * ledger transfer with its own idempotency key, written with its bet row. A member's second bet of
 * the batch waits for the first to be committed; should the batch fail as a whole, each bet is
 * tried again alone.
 */
export async function placeBets(deps: CrashDeps, calls: BetCall[]): Promise<Outcome<CrashBetValue>[]> {
  const outcomes: Outcome<CrashBetValue>[] = new Array(calls.length);
  let pending = calls.map((call, i) => ({ call, i }));
  while (pending.length > 0) {
    const split = await playersOfCalls(deps.db, pending, (p) => p.call.request.token);
    for (const { call, error } of split.refused) outcomes[call.i] = refused(error);
    const answered = await eachAloneOnFailure(split.first, (batch) => betsOnce(deps, batch));
    for (const [k, { call }] of split.first.entries())
      outcomes[call.i] = answered[k] ?? refused(new AppError('INTERNAL_ERROR'));
    pending = split.later;
  }
  return outcomes;
}

type BatchBet = { call: { call: BetCall }; player: CrashPlayer };

/**
 * Bets of distinct members, in one statement (`betsAtOnce`); those of members with a protection
 * limit or a break, which that statement leaves alone, then through the wallet's checked bet
 * (`betsChecked`).
 */
async function betsOnce(deps: CrashDeps, batch: BatchBet[]): Promise<Outcome<CrashBetValue>[]> {
  const { outcomes, guarded } = await betsAtOnce(deps, batch);
  if (guarded.length === 0) return outcomes;
  const checked = await betsChecked(
    deps,
    guarded.map((n) => batch[n] as BatchBet),
  );
  for (const [k, n] of guarded.entries()) outcomes[n] = checked[k] ?? refused(new AppError('INTERNAL_ERROR'));
  return outcomes;
}

/**
 * Bets of distinct members in one statement and so one transaction (`crash_place_bets`, migrations
 * 0034 and 0035): the same locks, checks and ledger transfers as `betsChecked`, without its eleven
 * round trips. A member who needs the protection check is left alone and named in `guarded`.
 */
async function betsAtOnce(deps: CrashDeps, batch: BatchBet[]) {
  const order = batch.map((b, n) => ({ b, n })).sort((x, y) => x.b.player.memberId - y.b.player.memberId);
  const rows = await placeBetsAtOnce(
    deps.db,
    {
      vendor: HOUSE_VENDOR,
      gameId: CRASH_GAME_CODE,
      tokenIdleSeconds: SEAMLESS.tokenIdleSeconds,
      houseShards: deps.houseShards,
    },
    order.map(({ b: { call, player }, n }) => ({
      n,
      member: player.memberId,
      bet: call.call.request.betId,
      token: hashLaunchToken(call.call.request.token),
      amount: call.call.request.amountCentavos,
      auto: call.call.request.autoCashoutCents ?? null,
      mask: maskPlayer(player.userName ?? ''),
      at: call.call.receivedAt,
    })),
  );
  const outcomes: Outcome<CrashBetValue>[] = batch.map(() => refused(new AppError('INTERNAL_ERROR')));
  const guarded: number[] = [];
  for (const row of rows) {
    const b = batch[row.n];
    if (!b) continue;
    const { call, player } = b;
    const body = {
      playerId: String(player.memberId),
      roundId: ledgerRoundOf(row.bet?.roundId ?? 0, player.memberId),
      gameId: CRASH_GAME_CODE,
      token: call.call.request.token,
      transactionId: `${ledgerRoundOf(row.bet?.roundId ?? 0, player.memberId)}-bet`,
      amount: call.call.request.amountCentavos,
    };
    switch (row.kind) {
      case 'guarded':
        guarded.push(row.n);
        break;
      case 'closed':
        outcomes[row.n] = refused(new AppError('BETTING_CLOSED', { field: 'roundId' }));
        break;
      case 'already':
        outcomes[row.n] = refused(new AppError('ALREADY_BET', { field: 'betId' }));
        break;
      case 'retried':
        if (!row.bet) throw new Error('crash_place_bets: a retry without its bet');
        outcomes[row.n] = {
          ok: true,
          value: { bet: betView(row.bet), balanceCentavos: Number(row.post.member_balance ?? 0) },
        };
        break;
      case 'placed':
      case 'refused': {
        // What the wallet answers for its own bet (and counts it as one).
        const answer = gamePostAnswer(deps, HOUSE_VENDOR, 'bet', body, row.post);
        if (!answer.ok) outcomes[row.n] = refused(answer.error);
        else if (row.kind === 'placed' && row.bet) {
          // Only once committed (the statement is its own transaction) may the pages hear of it.
          publishBalance(deps.bus, row.bet.memberId, answer.value.currency, answer.value.balance);
          outcomes[row.n] = {
            ok: true,
            value: { bet: betView(row.bet), balanceCentavos: answer.value.balance },
          };
        } else throw new Error(`crash_place_bets: ${row.kind} with the wallet's ${String(row.post.outcome)}`);
        break;
      }
      default:
        throw new Error(`crash_place_bets: unknown kind ${row.kind}`);
    }
  }
  return { outcomes, guarded };
}

/** One transaction for bets of distinct members, through the wallet's checked bets. */
async function betsChecked(deps: CrashDeps, batch: BatchBet[]): Promise<Outcome<CrashBetValue>[]> {
  if (batch.length === 0) return [];
  const sorted = [...batch].sort((a, b) => a.player.memberId - b.player.memberId);
  const written = await deps.db.transaction(async (tx) => {
    const outcomes = new Map<number, Outcome<{ bet: CrashBetRow; balance: number; fresh: boolean }>>();
    await lockBetMembers(
      tx,
      sorted.map((b) => b.player.memberId),
    );
    const round = await lockLatestBettingRound(tx);
    const found = await findRetriesOrRoundBets(
      tx,
      sorted.map((b) => ({ memberId: b.player.memberId, betId: b.call.call.request.betId })),
      round?.id ?? null,
    );
    const taking: typeof sorted = [];
    for (const b of sorted) {
      const { memberId } = b.player;
      const { retried, inRound } = found.get(memberId) ?? {};
      if (retried) {
        const balances = await memberBalances(tx, memberId);
        const balance = balances.find((x) => x.currency === retried.currency)?.balance ?? 0;
        outcomes.set(memberId, { ok: true, value: { bet: retried, balance, fresh: false } });
      } else if (!round || round.bettingEndsAt.getTime() <= b.call.call.receivedAt)
        outcomes.set(memberId, refused(new AppError('BETTING_CLOSED', { field: 'roundId' })));
      else if (inRound) outcomes.set(memberId, refused(new AppError('ALREADY_BET', { field: 'betId' })));
      else taking.push(b);
    }
    if (!round || taking.length === 0) return outcomes;
    const moved = await vendorTransfers(
      deps,
      tx,
      HOUSE_VENDOR,
      'bet',
      taking.map(({ call: { call }, player }) => {
        const ledgerRound = ledgerRoundOf(round.id, player.memberId);
        return {
          playerId: String(player.memberId),
          roundId: ledgerRound,
          gameId: CRASH_GAME_CODE,
          token: call.request.token,
          transactionId: `${ledgerRound}-bet`,
          amount: call.request.amountCentavos,
        };
      }),
      { publish: false },
    );
    const staked: { b: (typeof taking)[number]; currency: Currency; balance: number }[] = [];
    for (const [k, b] of taking.entries()) {
      const answer = moved[k];
      if (!answer?.ok)
        outcomes.set(b.player.memberId, refused(answer?.error ?? new AppError('INTERNAL_ERROR')));
      else staked.push({ b, currency: answer.value.currency, balance: answer.value.balance });
    }
    const rows = await insertBets(
      tx,
      staked.map(({ b, currency }) => ({
        roundId: round.id,
        memberId: b.player.memberId,
        betId: b.call.call.request.betId,
        playerMask: maskPlayer(b.player.userName ?? ''),
        currency,
        amountCentavos: b.call.call.request.amountCentavos,
        autoCashoutCents: b.call.call.request.autoCashoutCents ?? null,
      })),
    );
    const byMember = new Map(rows.map((row) => [row.memberId, row]));
    for (const { b, balance } of staked) {
      const bet = byMember.get(b.player.memberId);
      if (!bet) throw new Error(`the bet of member ${b.player.memberId} was not stored`);
      outcomes.set(b.player.memberId, { ok: true, value: { bet, balance, fresh: true } });
    }
    return outcomes;
  });
  // Only once committed may the pages hear of them.
  return batch.map(({ player }): Outcome<CrashBetValue> => {
    const outcome = written.get(player.memberId) ?? refused(new AppError('INTERNAL_ERROR'));
    if (!outcome.ok) return outcome;
    const { bet, balance, fresh } = outcome.value;
    if (fresh) publishBalance(deps.bus, bet.memberId, bet.currency as Currency, balance);
    return { ok: true, value: { bet: betView(bet), balanceCentavos: balance } };
  });
}
