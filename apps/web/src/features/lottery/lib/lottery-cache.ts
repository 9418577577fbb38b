import { type LotteryGame, type LotteryGameList, STORAGE_KEYS } from '@app/contracts';
import { storage } from '../../../shared/lib/storage';

/** A game as kept, with its place in the operator's order, which spans both keys. */
interface Kept {
  position: number;
  game: LotteryGame;
}

const KEYS = { LOTT: STORAGE_KEYS.lotteries, ELOTT: STORAGE_KEYS.eLotteries } as const;

/**
 * The lotteries and e-lotteries as last seen, each under its spec key (R-GAMES-46, R-SYS-23), so the
 * lobby shows them at once on a slow network and offline. Their draws are refreshed as soon as the
 * list is asked again.
 */
export function keepLotteryGames(list: LotteryGameList): void {
  for (const category of ['LOTT', 'ELOTT'] as const)
    storage.setJson(
      KEYS[category],
      list.flatMap((game, position) => (game.category === category ? [{ position, game }] : [])),
    );
}

export function keptLotteryGames(): LotteryGameList | undefined {
  const lotteries = storage.getJson<Kept[]>(KEYS.LOTT);
  const eLotteries = storage.getJson<Kept[]>(KEYS.ELOTT);
  if (!Array.isArray(lotteries) || !Array.isArray(eLotteries)) return undefined;
  const kept = [...lotteries, ...eLotteries];
  if (kept.length === 0 || kept.some((entry) => typeof entry?.game?.gameId !== 'string')) return undefined;
  return kept.sort((a, b) => a.position - b.position).map((entry) => entry.game);
}
