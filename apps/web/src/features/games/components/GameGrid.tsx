import type { Game, SiteCategory } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { RetryBlock } from '../../../shared/ui/RetryBlock';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteToggle } from '../hooks/use-favourite';
import { useLaunch } from '../hooks/use-launch';
import { GameTile } from './GameTile';
import { PlaceholderTiles } from './PlaceholderTiles';
import * as styles from './tiles.module.css';

interface Props {
  games: Game[];
  category: SiteCategory;
  loading: boolean;
  layout?: 'grid' | 'row';
  /** The list could not be loaded: say so and offer Retry rather than "no games". */
  failed?: boolean;
  onRetry?: () => void;
  /** The list is a search by name, so an empty one means no name matched. */
  searched?: boolean;
}

/** Why a list is empty, and what the player can do next. */
function emptyKey(category: SiteCategory, searched: boolean): MessageKey {
  if (searched) return 'games_empty_search';
  if (category === 'FAV') return 'games_empty_fav';
  if (category === 'RECENT') return 'games_empty_recent';
  return 'games_empty_category';
}

/**
 * Game tiles with their launch and favourite behaviour. On the FAV list a game whose star is
 * cleared leaves at once (R-GAMES-31); an empty list says why and leads on (R-GAMES-51, issue 19), and
 * a failed one offers Retry.
 */
export function GameGrid({
  games,
  category,
  loading,
  layout = 'grid',
  failed,
  onRetry,
  searched = false,
}: Props) {
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const launch = useLaunch();
  const shown = category === 'FAV' ? games.filter((g) => favouriteIds.includes(String(g.nodeId))) : games;
  if (failed && onRetry) return <RetryBlock onRetry={onRetry} testId="games-retry" />;
  if (!loading && shown.length === 0) {
    return (
      <EmptyState
        why={emptyKey(category, searched)}
        next={searched ? null : undefined}
        testId="games-empty"
      />
    );
  }
  return (
    <div className={layout === 'row' ? styles.row : styles.grid} data-testid="game-grid">
      {shown.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          favourite={favouriteIds.includes(String(game.nodeId))}
          onLaunch={(g) => void launch({ ...g, category: g.gameCategory })}
          onToggleFavourite={(g, fav) => void toggleFavourite(g, fav)}
        />
      ))}
      {loading && <PlaceholderTiles />}
    </div>
  );
}
