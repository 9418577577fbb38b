import { REGIONAL_LOTTERIES, type RegionalLotteryKey, regionalLotteryOf } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { QueryState } from '../../shared/ui/QueryState';
import { useLotteryGames, useLotteryNumeros } from './api/lottery';
import { LotteryGameCard } from './components/LotteryGameCard';
import { LotteryPopular } from './components/LotteryPopular';
import * as styles from './components/lottery.module.css';
import { REGIONAL_MENUS } from './lib/regional';

const REGIONAL_KEYS = Object.keys(REGIONAL_LOTTERIES) as RegionalLotteryKey[];

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
          // The regional lotteries' games have menus of their own, by region or country (R-GAMES-45).
          const list = all.filter((game) => game.region === null);
          const regional = REGIONAL_KEYS.filter((key) =>
            all.some((g) => regionalLotteryOf(g.gameId) === key),
          );
          return list.length === 0 && regional.length === 0 ? (
            <EmptyState why="lottery_empty_why" testId="lottery-empty" />
          ) : (
            <>
              {regional.map((key) => (
                <Link
                  key={key}
                  to={REGIONAL_MENUS[key].path}
                  className={`card-section ${styles.regionalLink}`}
                  data-testid={`lottery-${key}-link`}
                >
                  <img
                    className={styles.icon}
                    src={REGIONAL_LOTTERIES[key].icon}
                    alt=""
                    width={48}
                    height={48}
                  />
                  <span>
                    <span className={styles.cardName}>{t(REGIONAL_MENUS[key].title)}</span>
                    <span className={styles.muted}>{t(REGIONAL_MENUS[key].hint)}</span>
                  </span>
                </Link>
              ))}
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
