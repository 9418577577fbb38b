import { SITE_CATEGORIES, type SiteCategory } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { CategoryContent } from './components/CategoryContent';
import { LaunchRefusal } from './components/LaunchRefusal';
import * as styles from './screens.module.css';

const isCategory = (value: string): value is SiteCategory =>
  (SITE_CATEGORIES as readonly string[]).includes(value);

/** /m/gameList?gameType=&vassalage=: one category's games, optionally of one vendor. */
export default function GameListScreen() {
  const [params] = useSearchParams();
  const type = (params.get('gameType') ?? 'RNG').toUpperCase();
  const category = isCategory(type) && type !== 'ALL' ? type : 'RNG';
  const vassalage = params.get('vassalage') ?? '';
  return (
    <div className={styles.screen} data-testid="game-list-screen">
      <CategoryContent
        key={`${category}:${vassalage}`}
        category={category}
        initial={vassalage ? { vassalage } : undefined}
      />
      <LaunchRefusal />
    </div>
  );
}
