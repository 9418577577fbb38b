import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { categoryTitleKey } from '../../shared/lib/category-title';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useVendorGameTypes } from './api/get-vendor-game-types';
import { CategoryContent } from './components/CategoryContent';
import * as catalogueStyles from './components/catalogue.module.css';
import { LaunchRefusal } from './components/LaunchRefusal';
import { orderCategories } from './lib/categories';
import * as styles from './screens.module.css';

/**
 * /m/gameCenter (R-NAV-17): every category that has games, as tabs in the home's order, with the
 * chosen one's games below. The tab is in the address, so Back and a shared link keep it.
 */
export default function GameCenterScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendorData = useVendorGameTypes();
  if (vendorData.isPending) return <CardsSkeleton />;
  if (!vendorData.data) return <RetryBlock onRetry={() => void vendorData.refetch()} />;
  const categories = orderCategories(vendorData.data).map((entry) => entry.category);
  if (categories.length === 0) return <EmptyState why="games_center_empty_why" testId="game-center-empty" />;
  const chosen = categories.find((c) => c === params.get('category')) ?? categories[0] ?? 'RNG';
  return (
    <div className={styles.screen} data-testid="game-center">
      <div className={catalogueStyles.classifyBar} role="tablist" aria-label={t('title_game_center')}>
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            role="tab"
            aria-selected={category === chosen}
            className={catalogueStyles.chip}
            onClick={() => setParams({ category }, { replace: true })}
            data-testid={`center-tab-${category}`}
          >
            {t(categoryTitleKey(category))}
          </button>
        ))}
      </div>
      <CategoryContent key={chosen} category={chosen} />
      <LaunchRefusal />
    </div>
  );
}
