import { useLocation, useSearchParams } from 'react-router';
import { CategoryContent } from './components/CategoryContent';
import { LaunchRefusal } from './components/LaunchRefusal';
import { categoryOfPath } from './lib/categories';
import * as styles from './screens.module.css';

/**
 * /m/hot, /m/rng, /m/live … : one category; /m/rng?gameName= starts with that search. /m/slotsCenter,
 * which names no category, is the slots (RNG) centre (R-NAV-17).
 */
export default function GameCategoryScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = categoryOfPath(pathname) ?? 'RNG';
  const gameName = params.get('gameName')?.trim() ?? '';
  return (
    <div className={styles.screen} data-testid="category-screen">
      <CategoryContent category={category} initial={gameName ? { gameName } : undefined} />
      <LaunchRefusal />
    </div>
  );
}
