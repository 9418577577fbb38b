import type { SiteCategory } from '@app/contracts';
import { useGameList } from '../hooks/use-game-list';
import { EMPTY_FILTER } from '../lib/filters';
import * as styles from './catalogue.module.css';
import { GameGrid } from './GameGrid';
import { PagingBar } from './PagingBar';

/** HOT, FAV and RECENT: the list their own call returns, with paging where it has pages. */
export function SimpleGameList({ category }: { category: SiteCategory }) {
  const list = useGameList(category, EMPTY_FILTER);
  return (
    <div className={styles.catalogue} data-testid="catalogue" data-category={category}>
      <GameGrid {...list.grid} category={category} />
      {list.totalPages > 1 && (
        <PagingBar
          pageNum={list.pageNum}
          totalPages={list.totalPages}
          loading={list.loadingMore}
          onMore={list.loadMore}
        />
      )}
    </div>
  );
}
