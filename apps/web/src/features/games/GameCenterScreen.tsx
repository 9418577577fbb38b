import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { categoryTitleKey } from '../../shared/lib/category-title';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { CategoryContent } from './components/CategoryContent';
import * as catalogueStyles from './components/catalogue.module.css';
import { LaunchRefusal } from './components/LaunchRefusal';
import { useSiteCategories } from './hooks/use-site-categories';
import * as styles from './screens.module.css';

/**
 * /m/gameCenter (R-NAV-17): every category that has games, as tabs in the home's order, with the
 * chosen one's games below. The tab is in the address, so Back and a shared link keep it.
 */
export default function GameCenterScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { vendorData, categories } = useSiteCategories();
  if (vendorData.isPending) return <CardsSkeleton />;
  if (!vendorData.data) return <RetryBlock onRetry={() => void vendorData.refetch()} />;
  if (categories.length === 0) return <EmptyState why="games_center_empty_why" testId="game-center-empty" />;
  const chosen =
    categories.find((e) => e.category === params.get('category'))?.category ??
    categories[0]?.category ??
    'RNG';
  return (
    <div className={styles.screen} data-testid="game-center">
      <div className={catalogueStyles.classifyBar} role="tablist" aria-label={t('title_game_center')}>
        {categories.map(({ category }) => (
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
