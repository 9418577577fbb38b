import type { LotteryGame } from '@app/contracts';
import { useVnNumeros } from '../api/lottery';
import { LotteryGameCard } from './LotteryGameCard';

/** A Vietnamese game of the menu, with its latest result from the game's own list (R-API-67). */
export function VnGameCard({ game }: { game: LotteryGame }) {
  const numeros = useVnNumeros(game.gameId);
  return <LotteryGameCard game={game} latest={numeros.data?.[0]} />;
}
