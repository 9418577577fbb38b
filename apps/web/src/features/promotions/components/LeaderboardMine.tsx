import type { Leaderboard } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as boardStyles from '../leaderboard.module.css';
import * as promoStyles from '../promotions.module.css';

/** The caller's own standing, or how to get one: log in, or play. */
export function LeaderboardMine({ me }: { me: Leaderboard['me'] }) {
  const { t } = useTranslation();
  if (me === null)
    return (
      <Link to="/login" className={`${promoStyles.card} ${promoStyles.link}`} data-testid="leaderboard-login">
        {t('leaderboard_login_hint')}
      </Link>
    );
  return (
    <section className={promoStyles.card} data-testid="leaderboard-mine">
      {me.rank === null ? (
        <p className={promoStyles.note}>{t('leaderboard_unranked')}</p>
      ) : (
        <div className={boardStyles.mineRow}>
          <strong data-testid="leaderboard-my-rank">{t('leaderboard_my_rank', { rank: me.rank })}</strong>
          <span>{formatMoney(me.score)}</span>
        </div>
      )}
    </section>
  );
}
