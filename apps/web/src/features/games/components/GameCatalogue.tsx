import { GAME_SELECT_TYPES, IN_HOUSE_DEFAULT_CLASSIFY, type SiteCategory, type Vendor } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { SvgIcon } from '../../../shared/ui/Icon';
import { NewGameBanners } from '../../content';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useCatalogueFilter } from '../hooks/use-catalogue-filter';
import { useGameList } from '../hooks/use-game-list';
import { serverCategory, vendorsFor } from '../lib/categories';
import type { GameFilter } from '../lib/filters';
import { ClassifyBar } from './ClassifyBar';
import * as styles from './catalogue.module.css';
import { FilterPanel } from './FilterPanel';
import { GameGrid } from './GameGrid';
import { GAME_ICONS } from './game-icons';
import { PagingBar } from './PagingBar';
import { SearchBox } from './SearchBox';

interface Props {
  category: SiteCategory;
  initial?: Partial<GameFilter>;
  /** The providers page keeps its vendor: no vendor choice in the panel. */
  fixedVendor?: Vendor;
}

/** Search box, classification bar, filter panel, game grid and paging (R-GAMES-06, R-GAMES-13 … 28). */
export function GameCatalogue({ category, initial, fixedVendor }: Props) {
  const { t } = useTranslation();
  const { data } = useVendorGameTypes();
  const vendors = fixedVendor ? [fixedVendor] : vendorsFor(data, category);
  const gameCategory = serverCategory(category);
  const classify = (gameCategory && data?.mapping[gameCategory]?.gameClassify) || [];
  // Crash is the in-house default only where the category has a Crash classification at all.
  const inHouse =
    vendors.length > 0 &&
    vendors.every((v) => v.inHouse) &&
    classify.some((c) => c.key === IN_HOUSE_DEFAULT_CLASSIFY);
  const f = useCatalogueFilter(category, inHouse, initial);
  const list = useGameList(category, f.filter);
  const [panelOpen, setPanelOpen] = useState(false);
  const filtered = Boolean(f.filter.vassalage && !fixedVendor) || f.filter.minBet !== null;
  return (
    <div className={styles.catalogue} data-testid="catalogue" data-category={category}>
      <div className={styles.tools}>
        <SearchBox value={f.filter.gameName} onSearch={f.search} />
        <button
          type="button"
          data-filtered={filtered}
          onClick={() => setPanelOpen(true)}
          aria-label={t('filter_title')}
          data-testid="filter-open"
        >
          <SvgIcon d={GAME_ICONS.filter} size={20} />
        </button>
      </div>
      <ClassifyBar items={classify} active={f.filter.gameClassify} onChoose={f.classify} />
      {category === 'RNG' && f.filter.gameClassify === GAME_SELECT_TYPES.new && <NewGameBanners />}
      <GameGrid {...list.grid} category={category} searched={Boolean(f.filter.gameName)} />
      <PagingBar
        pageNum={list.pageNum}
        totalPages={list.totalPages}
        loading={list.loadingMore}
        onMore={list.loadMore}
      />
      <FilterPanel
        open={panelOpen}
        filter={f.filter}
        classify={classify}
        vendors={fixedVendor ? [] : vendors}
        showMinBet={category === 'RNG'}
        onClose={() => setPanelOpen(false)}
        onClassify={f.classify}
        onMinBet={f.minBet}
        onVendor={f.vendor}
        onGameName={f.search}
        onReset={f.reset}
      />
    </div>
  );
}
