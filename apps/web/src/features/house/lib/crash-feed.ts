import {
  type CrashBetTotals,
  type CrashBetView,
  type CrashBoard,
  type CrashEvent,
  type CrashRoundView,
  type CrashSessionValue,
  type CrashState,
  crashBoardBet,
  multiplierCentsAt,
} from '@app/contracts';

/** What the Crash page knows of the room: the round, its bets, the latest points and the clock offset. */
export interface CrashFeed {
  round: CrashRoundView | null;
  /** The live list: the round's largest stakes, and the player's own bet wherever it ranks. */
  bets: CrashBetView[];
  /** Every bet of the round counted, per currency. */
  totals: CrashBetTotals[];
  history: { roundId: number; crashPointCents: number }[];
  myBet: CrashBetView | null;
  /** Server clock minus this device's clock, so the curve runs on the server's time. */
  offsetMs: number;
}

export type CrashFeedAction =
  | { kind: 'snapshot'; state: CrashState; receivedAt: number }
  | { kind: 'event'; event: CrashEvent; receivedAt: number }
  | { kind: 'mine'; bet: CrashBetView };

const HISTORY_KEPT = 20;

export function initialCrashFeed(session: CrashSessionValue, receivedAt: number): CrashFeed {
  return crashFeedReducer(
    { round: null, bets: [], totals: [], history: [], myBet: session.myBet, offsetMs: 0 },
    { kind: 'snapshot', state: session.state, receivedAt },
  );
}

/** Bets by id, the changed ones replacing those shown; largest stakes first, as the server ranks them. */
export function upsertBets(bets: CrashBetView[], changed: CrashBetView[]): CrashBetView[] {
  const byId = new Map(bets.map((bet) => [bet.id, bet]));
  for (const bet of changed) byId.set(bet.id, bet);
  return [...byId.values()].sort((a, b) => b.amountCentavos - a.amountCentavos || a.id - b.id);
}

/** The live list of the round shown: its largest stakes, with the player's own bet kept in. */
function withBoard(feed: CrashFeed, board: CrashBoard): CrashFeed {
  if (board.roundId !== feed.round?.roundId) return feed;
  const top = board.top.map((row) => crashBoardBet(board.roundId, row));
  const listed = feed.myBet && top.find((bet) => bet.id === feed.myBet?.id);
  const myBet = listed ?? feed.myBet;
  const mine = myBet?.roundId === board.roundId ? [myBet] : [];
  return { ...feed, bets: upsertBets(top, mine), totals: board.totals, myBet };
}

function withRound(feed: CrashFeed, round: CrashRoundView): CrashFeed {
  const fresh = feed.round?.roundId !== round.roundId;
  const point = round.crashPointCents;
  const history =
    point !== null && !feed.history.some((entry) => entry.roundId === round.roundId)
      ? [{ roundId: round.roundId, crashPointCents: point }, ...feed.history].slice(0, HISTORY_KEPT)
      : feed.history;
  return {
    ...feed,
    round,
    history,
    bets: fresh ? [] : feed.bets,
    totals: fresh ? [] : feed.totals,
    myBet: feed.myBet?.roundId === round.roundId ? feed.myBet : null,
  };
}

export function crashFeedReducer(feed: CrashFeed, action: CrashFeedAction): CrashFeed {
  switch (action.kind) {
    case 'snapshot': {
      const { state } = action;
      const offsetMs = Date.parse(state.serverNow) - action.receivedAt;
      const base = { ...feed, offsetMs, history: state.history.slice(0, HISTORY_KEPT) };
      if (!state.round) return { ...base, round: null, bets: [], totals: [] };
      const next = withRound({ ...base, round: null }, state.round);
      return state.board ? withBoard(next, state.board) : next;
    }
    case 'event': {
      const { event } = action;
      if (event.type === 'crash_round') {
        const offsetMs = Date.parse(event.serverNow) - action.receivedAt;
        return withRound({ ...feed, offsetMs }, event.round);
      }
      return withBoard(feed, event.board);
    }
    case 'mine':
      return { ...feed, myBet: action.bet, bets: upsertBets(feed.bets, [action.bet]) };
  }
}

/** The multiplier of the running round at this device's `now`, on the server's clock. */
export function currentCents(feed: Pick<CrashFeed, 'round' | 'offsetMs'>, now: number): number {
  const round = feed.round;
  if (!round || round.phase === 'betting' || !round.startedAt) return 100;
  if (round.phase === 'crashed') return round.crashPointCents ?? 100;
  return multiplierCentsAt(now + feed.offsetMs - Date.parse(round.startedAt));
}

/**
 * How a bet reads now: an open bet whose automatic target the curve has passed has been cashed out
 * there (the server pays it with the settlement), so others see it at once.
 */
export function betOutcome(bet: CrashBetView, cents: number, round: CrashRoundView | null) {
  if (bet.status !== 'open') return { status: bet.status, cashoutCents: bet.cashoutCents };
  const auto = bet.autoCashoutCents;
  if (auto !== null && round?.phase !== 'betting' && auto <= cents)
    return { status: 'cashed' as const, cashoutCents: auto };
  if (round?.phase === 'crashed') return { status: 'lost' as const, cashoutCents: null };
  return { status: 'open' as const, cashoutCents: null };
}

export const isCrashEvent = (event: { type: string }): event is CrashEvent =>
  event.type === 'crash_round' || event.type === 'crash_board';
