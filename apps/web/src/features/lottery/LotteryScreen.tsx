import { Link } from 'react-router';
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
        {(all) => {
          // The Vietnamese games have a menu of their own, by region (R-GAMES-45).
          const list = all.filter((game) => game.region === null);
          const vietnamese = all.length > list.length;
          return list.length === 0 && !vietnamese ? (
            <EmptyState why="lottery_empty_why" testId="lottery-empty" />
          ) : (
            <>
              {vietnamese && (
                <Link
                  to="/lotteryVn"
                  className={`card-section ${styles.vnLink}`}
                  data-testid="lottery-vn-link"
                >
                  <img className={styles.icon} src="/m/games/vn-lottery.svg" alt="" width={48} height={48} />
                  <span>
                    <span className={styles.cardName}>{t('title_lottery_vn')}</span>
                    <span className={styles.muted}>{t('lottery_vn_link_hint')}</span>
                  </span>
                </Link>
              )}
              <ul className={styles.cards}>
                {list.map((game) => (
                  <LotteryGameCard
                    key={game.gameId}
                    game={game}
                    latest={numeros.data?.find((n) => n.gameId === game.gameId)}
                  />
                ))}
              </ul>
              <LotteryPopular games={all} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
