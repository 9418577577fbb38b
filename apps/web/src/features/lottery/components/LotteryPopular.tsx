import type { LotteryGame } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import { useLotteryPopular } from '../api/lottery';
import { startPathOf } from './LotteryGameCard';
import * as styles from './lottery.module.css';

/** The games most bet on this week (R-GAMES-44); says so when nobody has bet yet. */
export function LotteryPopular({ games }: { games: LotteryGame[] }) {
  const { t } = useTranslation();
  const popular = useLotteryPopular();
  return (
    <section className="card-section" data-testid="lottery-popular">
      <h2 className="section-title">{t('lottery_popular')}</h2>
      <QueryState query={popular}>
        {(rows) => {
          const ranked = rows.filter((row) => row.bets > 0);
          if (ranked.length === 0) return <p className={styles.muted}>{t('lottery_popular_none')}</p>;
          return (
            <ol className={styles.popular}>
              {ranked.map((row) => {
                const game = games.find((g) => g.gameId === row.gameId);
                return (
                  <li key={row.gameId}>
                    {game ? (
                      <Link to={startPathOf(game)} className={styles.popularLink}>
                        <span>{row.name}</span>
                        <span className={styles.muted}>{t('lottery_bets_week', { count: row.bets })}</span>
                      </Link>
                    ) : (
                      <span className={styles.popularLink}>{row.name}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          );
        }}
      </QueryState>
    </section>
  );
}
