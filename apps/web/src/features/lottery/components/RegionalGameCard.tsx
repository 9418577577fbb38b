import type { LotteryGame, RegionalLotteryKey } from '@app/contracts';
import { useRegionalNumeros } from '../api/lottery';
import { LotteryGameCard } from './LotteryGameCard';

/** A game of a regional lottery's menu, with its latest result from the game's own list (R-API-67). */
export function RegionalGameCard({ lottery, game }: { lottery: RegionalLotteryKey; game: LotteryGame }) {
  const numeros = useRegionalNumeros(lottery, game.gameId);
  return <LotteryGameCard game={game} latest={numeros.data?.[0]} />;
}
