import type { CrashRoundView } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundWatch } from './crash-players.js';

const SERVER_NOW = '2026-01-01T00:00:00.000Z';

function round(roundId: number, phase: CrashRoundView['phase']): CrashRoundView {
  return {
    roundId,
    phase,
    bettingEndsAt: SERVER_NOW,
    startedAt: phase === 'betting' ? null : SERVER_NOW,
    crashPointCents: phase === 'crashed' ? 150 : null,
    hash: null,
  };
}

const startOf = (roundId: number) => (r: CrashRoundView) => r.roundId === roundId && r.phase !== 'betting';
const takingBetsAfter = (roundId: number) => (r: CrashRoundView) =>
  r.phase === 'betting' && r.roundId > roundId;

describe('bench:crash RoundWatch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // A thousand bets outlast the betting phase: the round has started before the bench asks.
  it('finds a state heard before the wait began', async () => {
    const watch = new RoundWatch();
    watch.heard(round(5, 'betting'), SERVER_NOW);
    watch.heard(round(5, 'running'), SERVER_NOW);
    await expect(watch.until(startOf(5), 'start of round #5', 1_000)).resolves.toEqual(round(5, 'running'));
  });

  it('waits for a state yet to come', async () => {
    const watch = new RoundWatch();
    watch.heard(round(5, 'running'), SERVER_NOW);
    const crashed = watch.until((r) => r.roundId === 5 && r.phase === 'crashed', 'crash of round #5', 1_000);
    watch.heard(round(5, 'crashed'), SERVER_NOW);
    await expect(crashed).resolves.toEqual(round(5, 'crashed'));
  });

  it('takes only a round still taking bets, not one that has started since', async () => {
    const watch = new RoundWatch();
    watch.heard(round(5, 'betting'), SERVER_NOW);
    watch.heard(round(5, 'running'), SERVER_NOW);
    const next = watch.until(takingBetsAfter(4), 'round after #4 taking bets', 1_000);
    watch.heard(round(6, 'betting'), SERVER_NOW);
    await expect(next).resolves.toEqual(round(6, 'betting'));
  });

  it('names what it waited for and the last state heard when nothing comes', async () => {
    vi.useFakeTimers();
    const watch = new RoundWatch();
    watch.heard(round(5, 'running'), SERVER_NOW);
    const crashed = watch.until(
      (r) => r.roundId === 5 && r.phase === 'crashed',
      'crash of round #5',
      120_000,
    );
    vi.advanceTimersByTime(120_000);
    await expect(crashed).rejects.toThrow('no crash of round #5 within 120 s; last heard: round #5 running');
  });
});
