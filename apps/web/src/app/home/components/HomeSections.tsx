import { LIMITS } from '@app/contracts';
import {
  EMPTY_FILTER,
  GameGrid,
  orderCategories,
  useGameList,
  useVendorGameTypes,
  VendorGrid,
} from '../../../features/games';
import { homeSearch } from '../lib/page-type';
import { HomeSection } from './HomeSection';
import * as styles from './sections.module.css';
import { UpcomingEvents } from './UpcomingEvents';

const listLink = (category: 'HOT' | 'RNG' | 'LIVE' | 'FISH') =>
  `/home${homeSearch({ type: 'list', category })}`;

/** A section with nothing in it (a new install has no hot games yet) is left out, not shown empty. */
function GamesSection({ category }: { category: 'HOT' | 'RNG' | 'FISH' }) {
  const list = useGameList(category, EMPTY_FILTER, LIMITS.homeSectionPageSize);
  if (!list.isPending && !list.failed && list.games.length === 0) return null;
  return (
    <HomeSection category={category} viewAll={listLink(category)}>
      <GameGrid
        {...list.grid}
        games={list.games.slice(0, LIMITS.homeSectionPageSize)}
        category={category}
        layout="row"
      />
    </HomeSection>
  );
}

/** Page type `all` (R-HOME-07, R-HOME-09, R-HOME-10): HOT, RNG, LIVE (first 5 vendors), FISH, then the upcoming events. */
export function HomeSections() {
  const { data } = useVendorGameTypes();
  const categories = orderCategories(data);
  const has = (c: string) => categories.some((e) => e.category === c);
  const live = categories.find((e) => e.category === 'LIVE')?.vendors.slice(0, LIMITS.homeLiveVendors) ?? [];
  return (
    <div className={styles.sections} data-testid="home-all">
      <GamesSection category="HOT" />
      {has('RNG') && <GamesSection category="RNG" />}
      {live.length > 0 && (
        <HomeSection category="LIVE" viewAll={listLink('LIVE')}>
          <VendorGrid category="LIVE" vendors={live} layout="row" />
        </HomeSection>
      )}
      {has('FISH') && <GamesSection category="FISH" />}
      {/* R-HOME-08: the sports block is the upcoming events, after fish, with no view-all. */}
      <UpcomingEvents />
    </div>
  );
}
