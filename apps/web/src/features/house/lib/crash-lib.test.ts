import { CRASH_RULES, type CrashBetView, type CrashBoardRow, type CrashSessionValue } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { betOutcome, crashFeedReducer, currentCents, initialCrashFeed } from './crash-feed';
import { parseAutoCashout, parseStake } from './crash-input';

const round = (
  roundId: number,
  phase: 'betting' | 'running' | 'crashed',
  crashPointCents: number | null = null,
) => ({
  roundId,
  phase,
  bettingEndsAt: '2026-01-01T00:00:06.000Z',
  startedAt: phase === 'betting' ? null : '2026-01-01T00:00:06.000Z',
  crashPointCents,
  hash: crashPointCents === null ? null : 'a'.repeat(64),
});
const bet = (id: number, roundId: number, extra: Partial<CrashBetView> = {}): CrashBetView => ({
  id,
  roundId,
  player: 'ju***88',
  amountCentavos: 1_000,
  currency: 'PHP',
  autoCashoutCents: null,
  status: 'open',
  cashoutCents: null,
  payoutCentavos: null,
  ...extra,
});
/** A bet as the live list carries it. */
const row = (b: CrashBetView): CrashBoardRow => [
  b.id,
  b.player,
  b.amountCentavos,
  b.currency,
  b.autoCashoutCents,
  b.status,
  b.cashoutCents,
];
const totals = (players: number) => [
  { currency: 'PHP' as const, players, stakedCentavos: players * 1_000, cashedOut: 0, paidCentavos: 0 },
];
const session: CrashSessionValue = {
  userName: 'juan',
  currency: 'PHP',
  balanceCentavos: 10_000,
  myBet: null,
  state: {
    serverNow: '2026-01-01T00:00:00.000Z',
    round: round(7, 'betting'),
    board: { roundId: 7, totals: totals(1), top: [row(bet(1, 7))] },
    history: [],
  },
};

describe('Crash feed', () => {
  it('keeps the server clock offset and runs the curve on it', () => {
    const deviceNow = Date.parse('2026-01-01T00:00:00.000Z') - 2_000;
    const feed = initialCrashFeed(session, deviceNow);
    expect(feed.offsetMs).toBe(2_000);
    const running = crashFeedReducer(feed, {
      kind: 'event',
      event: { type: 'crash_round', round: round(7, 'running'), serverNow: '2026-01-01T00:00:06.000Z' },
      receivedAt: deviceNow + 6_000,
    });
    expect(currentCents(running, deviceNow + 6_000 + 11_553)).toBe(200);
  });

  it('a new round clears the bets; a crash joins the history once; the live list replaces the rows', () => {
    let feed = initialCrashFeed(session, Date.parse(session.state.serverNow));
    expect(feed.totals).toEqual(totals(1));
    feed = crashFeedReducer(feed, { kind: 'mine', bet: bet(2, 7) });
    expect(feed.bets.map((b) => b.id)).toEqual([1, 2]);
    const cashed = bet(2, 7, { status: 'cashed', cashoutCents: 150, payoutCentavos: 1_500 });
    feed = crashFeedReducer(feed, {
      kind: 'event',
      event: {
        type: 'crash_board',
        board: {
          roundId: 7,
          totals: totals(40),
          top: [row(bet(5, 7, { amountCentavos: 9_000 })), row(cashed)],
        },
      },
      receivedAt: 0,
    });
    expect(feed.bets.map((b) => b.id)).toEqual([5, 2]);
    expect(feed.totals).toEqual(totals(40));
    expect(feed.myBet).toEqual(cashed);
    // The player's own bet stays listed when it is not among the largest; another round's list is ignored.
    feed = crashFeedReducer(feed, {
      kind: 'event',
      event: {
        type: 'crash_board',
        board: { roundId: 7, totals: totals(41), top: [row(bet(5, 7, { amountCentavos: 9_000 }))] },
      },
      receivedAt: 0,
    });
    expect(feed.bets.map((b) => b.id)).toEqual([5, 2]);
    feed = crashFeedReducer(feed, {
      kind: 'event',
      event: { type: 'crash_board', board: { roundId: 6, totals: totals(3), top: [row(bet(9, 6))] } },
      receivedAt: 0,
    });
    expect(feed.bets.map((b) => b.id)).toEqual([5, 2]);
    expect(feed.totals).toEqual(totals(41));
    const crashed = {
      type: 'crash_round' as const,
      round: round(7, 'crashed', 321),
      serverNow: session.state.serverNow,
    };
    feed = crashFeedReducer(feed, { kind: 'event', event: crashed, receivedAt: 0 });
    feed = crashFeedReducer(feed, { kind: 'event', event: crashed, receivedAt: 0 });
    expect(feed.history).toEqual([{ roundId: 7, crashPointCents: 321 }]);
    feed = crashFeedReducer(feed, {
      kind: 'event',
      event: { type: 'crash_round', round: round(8, 'betting'), serverNow: session.state.serverNow },
      receivedAt: 0,
    });
    expect(feed.bets).toEqual([]);
    expect(feed.totals).toEqual([]);
    expect(feed.myBet).toBeNull();
  });

  it('an automatic cash-out shows as cashed once the curve passes it, and an open bet as lost at the crash', () => {
    const auto = bet(3, 7, { autoCashoutCents: 150 });
    expect(betOutcome(auto, 149, round(7, 'running'))).toEqual({ status: 'open', cashoutCents: null });
    expect(betOutcome(auto, 150, round(7, 'running'))).toEqual({ status: 'cashed', cashoutCents: 150 });
    expect(betOutcome(bet(4, 7), 130, round(7, 'crashed', 130))).toEqual({
      status: 'lost',
      cashoutCents: null,
    });
  });
});

describe('Crash inputs', () => {
  it('reads the stake in pesos within the published limits', () => {
    expect(parseStake('10')).toBe(1_000);
    expect(parseStake('1,250.50')).toBe(125_050);
    expect(parseStake(String(CRASH_RULES.minBetCentavos / 100 - 1))).toBeNull();
    expect(parseStake(String(CRASH_RULES.maxBetCentavos / 100 + 1))).toBeNull();
    expect(parseStake('abc')).toBeNull();
  });

  it('reads the automatic cash-out as a multiplier from 1.01×, empty meaning none', () => {
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout('2')).toBe(200);
    expect(parseAutoCashout('1.5x')).toBe(150);
    expect(parseAutoCashout('1')).toBeUndefined();
    expect(parseAutoCashout('1.001')).toBeUndefined();
  });
});
