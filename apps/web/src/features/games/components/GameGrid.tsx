import type { Game, SiteCategory } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useFavouriteToggle } from '../hooks/use-favourite';
import { useLaunch } from '../hooks/use-launch';
import { GameTile } from './GameTile';
import { PlaceholderTiles } from './PlaceholderTiles';

interface Props {
  games: Game[];
  category: SiteCategory;
  loading: boolean;
  layout?: 'grid' | 'row';
}

/**
 * Game tiles with their launch and favourite behaviour. On the FAV list a game whose star is
 * cleared leaves at once (R-GAMES-31); an empty list shows `in_no_data` (R-GAMES-51).
 */
export function GameGrid({ games, category, loading, layout = 'grid' }: Props) {
  const { t } = useTranslation();
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const launch = useLaunch();
  const shown = category === 'FAV' ? games.filter((g) => favouriteIds.includes(String(g.nodeId))) : games;
  if (!loading && shown.length === 0) {
    return (
      <p className="empty-state games-empty" data-testid="games-empty">
        {t('in_no_data')}
      </p>
    );
  }
  return (
    <div className={layout === 'row' ? 'game-row' : 'game-grid'} data-testid="game-grid">
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
