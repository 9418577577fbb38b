import {
  evaluateSpin,
  fairStops,
  type HouseRound,
  SLOT_DEFINITIONS,
  sha256Hex,
  slotByCode,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isValidClientSeed } from './client-seed';
import { closeTarget } from './close-target';
import { symbolArt } from './symbols';
import { verifyRound } from './verify';
import { winCells } from './win-cells';

const ORIGIN = 'https://perla.example';

describe('the close control of an in-house game', () => {
  it('R-NAV-23 goes home when the launch asked for pageBack', () => {
    expect(closeTarget(new URLSearchParams('game=x&pageBack=home'), `${ORIGIN}/m/rng`, ORIGIN)).toEqual({
      kind: 'home',
    });
  });

  it('R-NAV-23 otherwise goes back to the page of the site the player came from', () => {
    expect(closeTarget(new URLSearchParams('game=x'), `${ORIGIN}/m/rng?x=1`, ORIGIN)).toEqual({
      kind: 'back',
      path: '/m/rng?x=1',
    });
  });

  it('R-NAV-23 goes home when there is no such page: another site, no referrer, or the game itself', () => {
    const search = new URLSearchParams('game=x');
    expect(closeTarget(search, 'https://evil.example/m/rng', ORIGIN)).toEqual({ kind: 'home' });
    expect(closeTarget(search, '', ORIGIN)).toEqual({ kind: 'home' });
    expect(closeTarget(search, `${ORIGIN}/m/house/slot?game=y`, ORIGIN)).toEqual({ kind: 'home' });
    expect(closeTarget(search, `${ORIGIN}/wps/x`, ORIGIN)).toEqual({ kind: 'home' });
  });
});

async function playedRound(serverSeed: string, clientSeed: string, nonce: number): Promise<HouseRound> {
  const def = slotByCode('pearl-tide');
  if (!def) throw new Error('pearl-tide is missing');
  const stops = await fairStops(def, serverSeed, clientSeed, nonce);
  const lineBetCentavos = def.lineBetsCentavos[1] ?? 10;
  const outcome = evaluateSpin(def, stops, lineBetCentavos);
  return {
    roundId: 'r1',
    gameCode: def.code,
    nonce,
    clientSeed,
    serverSeedHash: await sha256Hex(serverSeed),
    serverSeed,
    stops,
    lineBetCentavos,
    betCentavos: outcome.betCentavos,
    winCentavos: outcome.winCentavos,
    currency: 'PHP',
    playedAt: '2026-03-10T10:00:00Z',
  };
}

describe('verifying a spin in the browser (H-3)', () => {
  const serverSeed = 'a3'.repeat(32);
  const def = slotByCode('pearl-tide');

  it('H-3 a round recomputed from its revealed seed passes all three checks', async () => {
    if (!def) throw new Error('pearl-tide is missing');
    const round = await playedRound(serverSeed, 'my-seed', 7);
    const check = await verifyRound(def, round, serverSeed);
    expect(check).toMatchObject({ hash: true, stops: true, win: true, computedStops: round.stops });
    expect(check.computedWindow).toHaveLength(5);
  });

  it('H-3 a wrong seed, altered stops or an altered win each fail their check', async () => {
    if (!def) throw new Error('pearl-tide is missing');
    const round = await playedRound(serverSeed, 'my-seed', 7);
    const otherSeed = await verifyRound(def, round, 'b4'.repeat(32));
    expect(otherSeed.hash).toBe(false);
    expect(otherSeed.stops).toBe(false);
    const movedStops = round.stops.map((stop, reel) =>
      reel === 0 ? (stop + 1) % (def.reels[0]?.length ?? 1) : stop,
    );
    expect((await verifyRound(def, { ...round, stops: movedStops }, serverSeed)).stops).toBe(false);
    const moreWin = await verifyRound(def, { ...round, winCentavos: round.winCentavos + 100 }, serverSeed);
    expect(moreWin).toMatchObject({ hash: true, stops: true, win: false });
  });
});

describe('the slot page', () => {
  it('H-3 lights the run of each paying line and every scatter that paid', () => {
    const def = slotByCode('pearl-tide');
    if (!def) throw new Error('pearl-tide is missing');
    const window = [
      ['A', 'SCATTER', 'K'],
      ['A', 'Q', 'K'],
      ['A', 'J', 'SCATTER'],
      ['Q', 'J', 'K'],
      ['10', 'SCATTER', 'K'],
    ];
    // Line 1 of the standard set is the top row.
    const cells = winCells(def, window, [{ line: 1, count: 3 }], true);
    expect([...cells].sort()).toEqual(['0:0', '0:1', '1:0', '2:0', '2:2', '4:1']);
    expect(winCells(def, window, [], false).size).toBe(0);
  });

  it('draws every symbol of every game with its own art', () => {
    for (const def of SLOT_DEFINITIONS) {
      const symbols = new Set(def.reels.flat());
      for (const symbol of symbols) {
        const art = symbolArt(def.theme, symbol);
        if (art.kind === 'emoji') expect(art.glyph, `${def.code} ${symbol}`).not.toBe(symbol.slice(0, 2));
      }
    }
  });

  it('H-3 accepts the client seeds the server accepts: 1 to 64 printable characters, no spaces', () => {
    expect(isValidClientSeed('lucky-7!')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('two words')).toBe(false);
    expect(isValidClientSeed('ñ')).toBe(false);
  });
});
