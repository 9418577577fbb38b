import { useTranslation } from '../../i18n';
import { PlaySafeLink } from '../../shared/ui/PlaySafeLink';
import { QueryState } from '../../shared/ui/QueryState';
import { useLeaderboard } from './api/get-leaderboard';
import { LeaderboardList } from './components/LeaderboardList';
import { LeaderboardMine } from './components/LeaderboardMine';
import { LeaderboardPeriod } from './components/LeaderboardPeriod';
import * as promoStyles from './promotions.module.css';

/** /m/leaderBoard (R-PROMO-06, R-PROMO-07): the running period's ranking; behind `MISSION`. */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const board = useLeaderboard();
  return (
    <div className={promoStyles.screen} data-testid="leaderboard">
      <QueryState query={board}>
        {(data) => (
          <>
            <LeaderboardPeriod period={data.period} timeZone={data.timeZone} />
            <p className={promoStyles.note}>{t('leaderboard_how')}</p>
            <LeaderboardMine me={data.me} />
            <LeaderboardList board={data} />
            <PlaySafeLink className={promoStyles.rgLink} testId="leaderboard-rg" />
          </>
        )}
      </QueryState>
    </div>
  );
}
