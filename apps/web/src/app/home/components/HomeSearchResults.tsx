import { EMPTY_FILTER, GameGrid, PagingBar, useGameList } from '../../../features/games';
import * as styles from '../home.module.css';

/** Page type `filter` (R-HOME-12): every game whose name matches the trimmed term. */
export function HomeSearchResults({ gameName }: { gameName: string }) {
  const list = useGameList('ALL', { ...EMPTY_FILTER, gameName });
  return (
    <div className={styles.results} data-testid="home-filter">
      <GameGrid {...list.grid} category="ALL" searched />
      <PagingBar
        pageNum={list.pageNum}
        totalPages={list.totalPages}
        loading={list.loadingMore}
        onMore={list.loadMore}
      />
    </div>
  );
}
