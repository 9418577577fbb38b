import { HOUSE_VENDOR, IN_HOUSE_DEFAULT_CLASSIFY } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { RetryBlock } from '../../../shared/ui/RetryBlock';
import { useGameList } from '../hooks/use-game-list';
import { EMPTY_FILTER } from '../lib/filters';
import * as styles from './catalogue.module.css';
import { GameGrid } from './GameGrid';

const CRASH = { ...EMPTY_FILTER, gameClassify: IN_HOUSE_DEFAULT_CLASSIFY, vassalage: HOUSE_VENDOR };
const HOUSE_LOTTERIES = { ...EMPTY_FILTER, vassalage: HOUSE_VENDOR };

/**
 * The Live tab while no live-dealer vendor is connected (issue 19). It says so plainly and offers
 * the house games whose rounds run in real time for every player at once: Crash and the house
 * lotteries' draws. It never calls them live-dealer tables.
 */
export function LiveFallback() {
  const { t } = useTranslation();
  const crash = useGameList('RNG', CRASH);
  const lotteries = useGameList('ELOTT', HOUSE_LOTTERIES);
  const games = [...crash.games, ...lotteries.games];
  const loading = crash.isPending || lotteries.isPending;
  const failed = crash.failed || lotteries.failed;
  const retry = () => {
    crash.grid.onRetry();
    lotteries.grid.onRetry();
  };
  return (
    <div className={styles.catalogue} data-testid="live-fallback">
      <EmptyState why="games_empty_live" next={null} testId="games-empty" />
      {failed ? (
        <RetryBlock onRetry={retry} testId="games-retry" />
      ) : (
        (loading || games.length > 0) && (
          <section className={styles.catalogue} aria-labelledby="live-rounds-title">
            <h2 id="live-rounds-title" className="section-title">
              {t('games_live_rounds')}
            </h2>
            <GameGrid games={games} category="LIVE" loading={loading} />
          </section>
        )
      )}
    </div>
  );
}
