import { LIMITS } from '@app/contracts';
import { EMPTY_FILTER, GameGrid, useGameList } from '../../../features/games';
import { useSession } from '../../../shared/stores/session';
import { HomeSection } from './HomeSection';

function RecentGames() {
  const list = useGameList('RECENT', EMPTY_FILTER);
  if (list.isPending || list.isError || list.games.length === 0) return null;
  return (
    <HomeSection category="RECENT" viewAll="/recent">
      <GameGrid
        games={list.games.slice(0, LIMITS.homeSectionPageSize)}
        category="RECENT"
        loading={false}
        layout="row"
      />
    </HomeSection>
  );
}

/** The home's recent area (R-HOME-20): the member's recent games; hidden for guests and when empty. */
export function RecentSection() {
  const member = useSession((s) => s.session !== null);
  return member ? <RecentGames /> : null;
}
