import { createHash, createHmac } from 'node:crypto';
import { LOTTERY_PICK2, LOTTERY_PICK3 } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkDraw,
  closePathOf,
  formatCountdown,
  framePathOf,
  frameTokenOf,
  launchPathOf,
  multiplierOf,
  pickProblem,
  potentialWinCentavos,
  prizeModeParam,
  unitCentavosOf,
} from './lottery';

describe('house lottery page rules', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(125_000)).toBe('02:05');
    expect(formatCountdown(124_001)).toBe('02:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('R-GAMES-42 accepts only picks that are bets of the game', () => {
    expect(pickProblem(LOTTERY_PICK3, 'straight', '123')).toBeNull();
    expect(pickProblem(LOTTERY_PICK3, 'straight', '12')).toBe('length');
    expect(pickProblem(LOTTERY_PICK3, 'straight', '1a3')).toBe('length');
    expect(pickProblem(LOTTERY_PICK3, 'rambolito', '777')).toBe('one_order');
    expect(pickProblem(LOTTERY_PICK2, 'rambolito', '42')).toBeNull();
    expect(pickProblem(LOTTERY_PICK3, 'first', '7')).toBeNull();
    expect(pickProblem(LOTTERY_PICK3, 'last', '70')).toBe('length');
  });

  it('shows the win from the published odds: odds × unit × multiplier', () => {
    expect(potentialWinCentavos(LOTTERY_PICK3, 'straight', '123', 500, 2)).toBe(900 * 500 * 2);
    expect(potentialWinCentavos(LOTTERY_PICK3, 'rambolito', '112', 100, 1)).toBe(300 * 100);
    expect(potentialWinCentavos(LOTTERY_PICK3, 'rambolito', '123', 100, 1)).toBe(150 * 100);
    expect(potentialWinCentavos(LOTTERY_PICK2, 'last', '9', 1_000, 1)).toBe(9 * 1_000);
    expect(potentialWinCentavos(LOTTERY_PICK3, 'straight', '12', 100, 1)).toBeUndefined();
  });

  it('takes whole-peso stakes and multipliers within the published limits', () => {
    expect(unitCentavosOf('5')).toBe(500);
    expect(unitCentavosOf('0')).toBeNull();
    expect(unitCentavosOf('501')).toBeNull();
    expect(unitCentavosOf('2.5')).toBeNull();
    expect(multiplierOf('100')).toBe(100);
    expect(multiplierOf('101')).toBeNull();
    expect(multiplierOf('0')).toBeNull();
  });

  it('R-NAV-16 closes to the home with pageBack=home, else the hall, else the lobby', () => {
    const has = (paths: string[]) => (path: string) => paths.includes(path);
    expect(closePathOf(new URLSearchParams('pageBack=home'), has([]))).toBe('/home');
    expect(closePathOf(new URLSearchParams('gameId=x'), has(['/game']))).toBe('/game');
    expect(closePathOf(new URLSearchParams('gameId=x'), has([]))).toBe('/lottery');
  });

  it('R-NAV-18 R-NAV-22 R-GAMES-43 forwards to /m/launchGame with the game parameters', () => {
    const to = new URL(
      launchPathOf(new URLSearchParams('gameId=pick3-fast&prize_mode=Elott&pageBack=home')),
      'http://x/m/',
    );
    expect(to.pathname).toBe('/launchGame');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      playType: 'ent',
      gameId: 'pick3-fast',
      gameGroupId: '',
      prize_mode: 'Elott',
      code: 'pick3-fast',
      pageBack: 'home',
    });
    expect(launchPathOf(new URLSearchParams('gameId=a&playType=trad'))).toContain('playType=trad');
    expect(launchPathOf(new URLSearchParams('gameId=a&playType=xyz'))).toContain('playType=ent');
    expect(prizeModeParam('ZY')).toBe('ZY');
    expect(prizeModeParam('other')).toBe('Elott');
    expect(prizeModeParam(null)).toBe('Elott');
  });

  it('R-GAMES-41 frames the lottery page with mui, playType, gameId, prize_mode, the token and the merchant code', () => {
    const launch = new URLSearchParams(
      'playType=ent&gameId=pick3-fast&gameGroupId=g&prize_mode=ZY&code=c&pageBack=home',
    );
    const to = new URL(framePathOf(launch, 'tok/en+1', 'M01'), 'http://x');
    expect(to.pathname).toBe('/m/lottery/play');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      mui: '1',
      playType: 'ent',
      gameId: 'pick3-fast',
      prize_mode: 'ZY',
      merchantCode: 'M01',
    });
    // The token is in the fragment, which no request carries, and reads back whole.
    expect(to.search).not.toContain('tok');
    expect(frameTokenOf(to.hash)).toBe('tok/en+1');
    // R-NAV-22, R-GAMES-43: any play type but ent is trad; an unknown prize mode is Elott.
    const other = new URL(
      framePathOf(new URLSearchParams('playType=xyz&gameId=a&prize_mode=?'), 't', 'M'),
      'http://x',
    );
    expect(other.searchParams.get('playType')).toBe('trad');
    expect(other.searchParams.get('prize_mode')).toBe('Elott');
    expect(frameTokenOf('')).toBe('');
  });

  it('a draw recomputed from its revealed seed matches, and a changed number does not', async () => {
    const seed = 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809';
    const digits: number[] = [];
    for (let round = 0; digits.length < 3; round++) {
      const mac = createHmac('sha256', seed).update(`pick3-fast:42:${round}`).digest();
      for (const byte of mac) if (digits.length < 3 && byte < 250) digits.push(byte % 10);
    }
    const draw = {
      gameId: 'pick3-fast',
      digits: 3,
      drawNo: 42,
      commitment: createHash('sha256').update(seed).digest('hex'),
      serverSeed: seed,
      numbers: digits.join(''),
      drawAt: '2026-11-28T06:03:00.000Z',
    };
    expect(await checkDraw(draw)).toEqual({
      numbers: draw.numbers,
      numbersMatch: true,
      commitmentMatches: true,
    });
    const other = String((Number(draw.numbers) + 1) % 1000).padStart(3, '0');
    const forged = await checkDraw({ ...draw, numbers: other, commitment: '0'.repeat(64) });
    expect(forged.numbersMatch).toBe(false);
    expect(forged.commitmentMatches).toBe(false);
  });
});
