// The load driver of the ledger's proofs (issue 5): the PostgreSQL bank test, `npm run soak:ledger`
// and `npm run bench:ledger` all play rounds through it. Each client is a vendor speaking the
// seamless-wallet protocol over signed HTTP with keep-alive: bet, then a win (sometimes zero) or a
// rollback of the bet, for random players with random amounts from a seeded PRNG. A call that meets
// a network error or a 5xx is sent again with the same transaction id and body until it is answered,
// so that a server killed mid-call is proven to lose and duplicate nothing.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { SEAMLESS, type SeamlessAction, type SeamlessBodies } from '@app/contracts';
import { type Answer, post, sameAnswer, signedHeaders, Transient } from './seamless-client.js';

export interface LoadPlayer {
  playerId: string;
  /** A live launch token of this player for the vendor. */
  token: string;
}

export interface LoadOptions {
  origin: string;
  vendorCode: string;
  secret: string;
  gameId: string;
  players: LoadPlayer[];
  clients: number;
  seconds: number;
  seed: number;
  /** Prefix of every transaction and round id, so that runs on one database never share an id. */
  tag: string;
  /** A bound on rounds per client whatever the time (every load loop is bounded in count and time). */
  maxRoundsPerClient?: number;
  maxBetCentavos?: number;
  /** Share of rounds closed by a rollback of the bet instead of a win. */
  rollbackRate?: number;
  /** Share of wins that pay nothing (they close the round without moving money). */
  zeroWinRate?: number;
  /** Share of rounds that also roll back a transaction id nobody sent (to be acknowledged, moving nothing). */
  unknownRollbackRate?: number;
  /**
   * Share of rounds whose bet is sent together with its rollback, as a vendor does when the bet's
   * answer is late: either the bet is refused and stays void, or the rollback refunds it.
   */
  racingRollbackRate?: number;
  /** Share of answered calls sent once more at once, whose answer must equal the first. */
  replayRate?: number;
  /** Keep every answered call for the checks; the benchmark only counts. */
  record?: boolean;
  /** How long one call may keep failing (network errors, 5xx) before the run gives up on it. */
  retryForMs?: number;
  /** Stops starting rounds early when set (the soak ends the load from outside). */
  signal?: AbortSignal;
}

export type LoadCall = {
  [A in Exclude<SeamlessAction, 'authenticate' | 'balance'>]: {
    action: A;
    body: SeamlessBodies[A];
    answer: Answer;
  };
}[Exclude<SeamlessAction, 'authenticate' | 'balance'>];

export interface LoadCounts {
  rounds: number;
  bets: number;
  refusedBets: number;
  wins: number;
  zeroWins: number;
  rollbacks: number;
  unknownRollbacks: number;
  racingRollbacks: number;
  replays: number;
  /** Sends beyond the first of a call (network errors, 5xx). */
  retries: number;
  /** Answered calls that moved money: accepted bets, paying wins and rollbacks of a bet. */
  transfers: number;
}

export interface LoadResult {
  /** transactionId → the call and its acknowledged answer (empty unless `record`). */
  calls: Map<string, LoadCall>;
  counts: LoadCounts;
  /** Answers outside what the protocol allows for these calls. */
  unexpected: string[];
  /** Replays whose answer differed from the first. */
  replayMismatches: string[];
  /** Calls never answered within `retryForMs`. */
  unanswered: string[];
  elapsedMs: number;
}

/** sfc32 seeded through splitmix32: small, fast and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  const split = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays rounds with `clients` concurrent vendors until `seconds` pass or the round bound is met. */
export async function runLedgerLoad(options: LoadOptions): Promise<LoadResult> {
  const {
    origin,
    vendorCode,
    secret,
    gameId,
    players,
    clients,
    seconds,
    seed,
    tag,
    maxRoundsPerClient = 1_000_000,
    maxBetCentavos = 5_000,
    rollbackRate = 0.1,
    zeroWinRate = 0.4,
    unknownRollbackRate = 0.02,
    racingRollbackRate = 0.02,
    replayRate = 0.05,
    record = true,
    retryForMs = 60_000,
    signal,
  } = options;
  if (players.length === 0) throw new Error('no players to play with');
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const calls = new Map<string, LoadCall>();
  const counts: LoadCounts = {
    rounds: 0,
    bets: 0,
    refusedBets: 0,
    wins: 0,
    zeroWins: 0,
    rollbacks: 0,
    unknownRollbacks: 0,
    racingRollbacks: 0,
    replays: 0,
    retries: 0,
    transfers: 0,
  };
  const unexpected: string[] = [];
  const replayMismatches: string[] = [];
  const unanswered: string[] = [];
  const urls = Object.fromEntries(
    SEAMLESS.actions.map((action) => [
      action,
      new URL(`${SEAMLESS.pathPrefix}/${vendorCode}/${action}`, origin),
    ]),
  ) as Record<SeamlessAction, URL>;

  /** Sends until answered: a fresh signature each time, the same transaction id and body. */
  async function send(action: SeamlessAction, rawBody: string, id: string): Promise<Answer | null> {
    const giveUpAt = performance.now() + retryForMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await post(agent, urls[action], signedHeaders(secret, rawBody), rawBody);
      } catch (error) {
        if (!(error instanceof Transient)) throw error;
        if (performance.now() > giveUpAt) {
          unanswered.push(`${action} ${id}: ${error.message}`);
          return null;
        }
        counts.retries += 1;
        await sleep(Math.min(1_000, 25 * 2 ** Math.min(attempt, 6)));
      }
    }
  }

  async function call<A extends LoadCall['action']>(
    action: A,
    body: SeamlessBodies[A],
    random: () => number,
  ): Promise<Answer | null> {
    const rawBody = JSON.stringify(body);
    const answer = await send(action, rawBody, body.transactionId);
    if (!answer) return null;
    if (record) calls.set(body.transactionId, { action, body, answer } as LoadCall);
    if (answer.success && random() < replayRate) {
      counts.replays += 1;
      const again = await send(action, rawBody, body.transactionId);
      if (again && !sameAnswer(answer, again)) {
        replayMismatches.push(
          `${action} ${body.transactionId}: ${JSON.stringify(answer)} then ${JSON.stringify(again)}`,
        );
      }
    }
    return answer;
  }

  const expect = (what: string, answer: Answer, ok: boolean) => {
    if (!ok) unexpected.push(`${what}: HTTP ${answer.status} ${answer.code} ${JSON.stringify(answer.value)}`);
    return ok;
  };

  async function client(index: number, endAt: number) {
    const random = seededRandom(seed * 1_000 + index);
    const pick = (n: number) => Math.floor(random() * n);
    for (
      let round = 0;
      round < maxRoundsPerClient && performance.now() < endAt && !signal?.aborted;
      round++
    ) {
      const player = players[pick(players.length)] as LoadPlayer;
      const roundId = `${tag}-${index}-${round}`;
      const betId = `${roundId}-b`;
      const amount = 1 + pick(maxBetCentavos);
      counts.rounds += 1;
      const betBody = {
        playerId: player.playerId,
        token: player.token,
        transactionId: betId,
        roundId,
        gameId,
        amount,
      };
      if (random() < racingRollbackRate) {
        const id = `${roundId}-x`;
        const never = () => 1;
        const [bet, rollback] = await Promise.all([
          call('bet', betBody, never),
          call(
            'rollback',
            { playerId: player.playerId, transactionId: id, referenceTransactionId: betId, roundId },
            never,
          ),
        ]);
        if (bet?.success) counts.transfers += 1;
        // A bet that lost the race to its rollback is refused; which refusal is the wallet's choice.
        if (bet && !bet.success) expect(`racing bet ${betId}`, bet, bet.status === 409);
        if (rollback && expect(`racing rollback ${id}`, rollback, rollback.success)) {
          counts.racingRollbacks += 1;
          if (rollback.value?.transferId != null) counts.transfers += 1;
        }
        continue;
      }
      const bet = await call('bet', betBody, random);
      if (!bet) continue;
      if (!bet.success) {
        if (expect(`bet ${betId}`, bet, bet.status === 409 && bet.code === 'INSUFFICIENT_FUNDS')) {
          counts.refusedBets += 1;
        }
        continue;
      }
      counts.bets += 1;
      counts.transfers += 1;
      if (random() < unknownRollbackRate) {
        const id = `${roundId}-u`;
        const answer = await call(
          'rollback',
          {
            playerId: player.playerId,
            transactionId: id,
            referenceTransactionId: `${roundId}-never`,
            roundId,
          },
          random,
        );
        if (answer && expect(`rollback of an unknown id ${id}`, answer, answer.success))
          counts.unknownRollbacks += 1;
      }
      if (random() < rollbackRate) {
        const id = `${roundId}-r`;
        const answer = await call(
          'rollback',
          { playerId: player.playerId, transactionId: id, referenceTransactionId: betId, roundId },
          random,
        );
        if (answer && expect(`rollback ${id}`, answer, answer.success)) {
          counts.rollbacks += 1;
          counts.transfers += 1;
        }
        continue;
      }
      const win = random() < zeroWinRate ? 0 : pick(3 * amount + 1);
      const id = `${roundId}-w`;
      const answer = await call(
        'win',
        { playerId: player.playerId, transactionId: id, roundId, gameId, amount: win },
        random,
      );
      if (answer && expect(`win ${id}`, answer, answer.success)) {
        counts.wins += 1;
        if (win === 0) counts.zeroWins += 1;
        else counts.transfers += 1;
      }
    }
  }

  const started = performance.now();
  const endAt = started + seconds * 1000;
  try {
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index, endAt)));
  } finally {
    agent.destroy();
  }
  return { calls, counts, unexpected, replayMismatches, unanswered, elapsedMs: performance.now() - started };
}
