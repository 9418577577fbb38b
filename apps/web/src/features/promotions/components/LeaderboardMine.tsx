import type { Leaderboard } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';

/** The caller's own standing, or how to get one: log in, or play. */
export function LeaderboardMine({ me }: { me: Leaderboard['me'] }) {
  const { t } = useTranslation();
  if (me === null)
    return (
      <Link to="/login" className="promo-card leaderboard-mine promo-link" data-testid="leaderboard-login">
        {t('leaderboard_login_hint')}
      </Link>
    );
  return (
    <section className="promo-card leaderboard-mine" data-testid="leaderboard-mine">
      {me.rank === null ? (
        <p className="promo-note">{t('leaderboard_unranked')}</p>
      ) : (
        <div className="leaderboard-mine-row">
          <strong data-testid="leaderboard-my-rank">{t('leaderboard_my_rank', { rank: me.rank })}</strong>
          <span>{formatMoney(me.score)}</span>
        </div>
      )}
    </section>
  );
}
