import { type LotteryGame, STORAGE_KEYS } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepLotteryGames, keptLotteryGames } from './lottery-cache';

const game = (gameId: string, category: 'LOTT' | 'ELOTT') => ({ gameId, category }) as LotteryGame;

describe('the kept lottery lists (R-GAMES-46)', () => {
  beforeEach(() => localStorage.clear());

  it('R-GAMES-46 R-SYS-23 keeps lotteries and e-lotteries under their own keys and reads them back in order', () => {
    const list = [game('pick3', 'ELOTT'), game('official-3d', 'LOTT'), game('pick2', 'ELOTT')];
    keepLotteryGames(list);
    const lotteries = JSON.parse(localStorage.getItem(STORAGE_KEYS.lotteries) ?? 'null');
    const eLotteries = JSON.parse(localStorage.getItem(STORAGE_KEYS.eLotteries) ?? 'null');
    expect(lotteries.map((kept: { game: LotteryGame }) => kept.game.gameId)).toEqual(['official-3d']);
    expect(eLotteries.map((kept: { game: LotteryGame }) => kept.game.gameId)).toEqual(['pick3', 'pick2']);
    expect(keptLotteryGames()?.map((g) => g.gameId)).toEqual(['pick3', 'official-3d', 'pick2']);
  });

  it('R-GAMES-46 has nothing to show before a first answer, or from a damaged copy', () => {
    expect(keptLotteryGames()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.lotteries, '[{"position":0}]');
    localStorage.setItem(STORAGE_KEYS.eLotteries, '[]');
    expect(keptLotteryGames()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.lotteries, 'not json');
    expect(keptLotteryGames()).toBeUndefined();
  });
});
