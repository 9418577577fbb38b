import type { Leaderboard } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as boardStyles from '../leaderboard.module.css';
import * as promoStyles from '../promotions.module.css';

/** The ranked players with their scores and prizes; the caller's own row is marked. */
export function LeaderboardList({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const myRank = board.me?.rank ?? null;
  if (board.list.length === 0)
    return (
      <div className={promoStyles.empty} data-testid="leaderboard-empty">
        <p>{t('leaderboard_empty')}</p>
        <Link to="/home" className="btn btn-primary">
          {t('leaderboard_play')}
        </Link>
      </div>
    );
  return (
    <section className={promoStyles.card}>
      <div className={`${boardStyles.row} ${boardStyles.head}`} aria-hidden="true">
        <span>{t('leaderboard_rank')}</span>
        <span>{t('leaderboard_player')}</span>
        <span>{t('leaderboard_score')}</span>
        <span>{t('leaderboard_prize')}</span>
      </div>
      <ol className={boardStyles.list} data-testid="leaderboard-list">
        {board.list.map((entry) => {
          const mine = entry.rank === myRank;
          return (
            <li
              key={entry.rank}
              className={[
                boardStyles.row,
                mine ? boardStyles.mine : '',
                entry.rank <= 3 ? boardStyles.top : '',
              ].join(' ')}
              data-testid="leaderboard-entry"
              data-rank={entry.rank}
              data-mine={mine ? 'true' : undefined}
              aria-current={mine ? 'true' : undefined}
            >
              <span className={boardStyles.rank}>{entry.rank}</span>
              <span className={boardStyles.name}>
                {entry.name}
                {mine && <em className={boardStyles.you}>{t('leaderboard_you')}</em>}
              </span>
              <span>{formatMoney(entry.score)}</span>
              <span className={boardStyles.prize}>{entry.prize > 0 ? formatMoney(entry.prize) : '–'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
