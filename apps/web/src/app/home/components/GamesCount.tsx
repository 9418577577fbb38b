import { CATALOGUE_POLICY } from '@app/contracts';
import { gamesCountClaim } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { useGamesTotal } from '../api/get-games-total';
import * as styles from '../home.module.css';

/** "Over 600 games" only while true, else the real count rounded down to 10 (R-HOME-41, H-10). */
export function GamesCount() {
  const { t } = useTranslation();
  const total = useGamesTotal().data;
  // The line's height is kept while the total loads, so the sections below do not jump.
  if (total === undefined) return <p className={styles.count} aria-hidden="true" />;
  const claim = gamesCountClaim(total, CATALOGUE_POLICY.marketingGameThreshold);
  if (!claim) return null;
  return (
    <p className={styles.count} data-testid="games-count">
      {claim.over
        ? t('home_games_over', { count: claim.count })
        : t('home_games_count', { count: claim.count })}
    </p>
  );
}
