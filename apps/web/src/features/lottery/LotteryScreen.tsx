import { useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { QueryState } from '../../shared/ui/QueryState';
import { useLotteryGames, useLotteryNumeros } from './api/lottery';
import { LotteryGameCard } from './components/LotteryGameCard';
import { LotteryPopular } from './components/LotteryPopular';
import * as styles from './components/lottery.module.css';

/**
 * /m/lottery (R-NAV-18, R-GAMES-44): the lottery lobby. The games with their next draw's countdown
 * and latest numbers, then the popular section; a game opens through /m/startLottery.
 */
export default function LotteryScreen() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const numeros = useLotteryNumeros();
  return (
    <div className={styles.page} data-testid="lottery-lobby">
      <p className={styles.note}>{t('lottery_house_note')}</p>
      <QueryState query={games} skeleton={<CardsSkeleton cards={2} height={180} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState why="lottery_empty_why" testId="lottery-empty" />
          ) : (
            <>
              <ul className={styles.cards}>
                {list.map((game) => (
                  <LotteryGameCard
                    key={game.gameId}
                    game={game}
                    latest={numeros.data?.find((n) => n.gameId === game.gameId)}
                  />
                ))}
              </ul>
              <LotteryPopular games={list} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
