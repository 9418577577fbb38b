import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { categoryTitleKey } from '../../shared/lib/category-title';
import { CardsSkeleton } from '../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RetryBlock } from '../../shared/ui/RetryBlock';
import { useVendorGameTypes } from './api/get-vendor-game-types';
import { GameArt } from './components/GameArt';
import { GameCatalogue } from './components/GameCatalogue';
import { LaunchRefusal } from './components/LaunchRefusal';
import { orderCategories } from './lib/categories';
import * as styles from './screens.module.css';

/** /m/providers?vassalage=: the vendor's name and logo, classification bar and games (R-GAMES-49). */
export default function ProvidersScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const { data, isPending, isError, refetch } = useVendorGameTypes();
  if (isPending) return <CardsSkeleton page cards={4} />;
  // A failed load is not an unknown provider: say so and offer Retry.
  if (isError && !data) return <RetryBlock onRetry={() => void refetch()} />;
  const entry = orderCategories(data).find((e) => e.vendors.some((v) => v.vassalage === vassalage));
  const vendor = entry?.vendors.find((v) => v.vassalage === vassalage);
  if (!entry || !vendor) {
    return <EmptyState why="games_empty_provider" testId="games-empty" />;
  }
  return (
    <div className={styles.screen} data-testid="providers-screen">
      <header className={styles.providerHead}>
        <GameArt src={vendor.mobileSmallIcon} name={vendor.displayName} variant={3} />
        <div>
          <h1>{vendor.displayName}</h1>
          <p>{t(categoryTitleKey(entry.category))}</p>
        </div>
      </header>
      <GameCatalogue
        key={vassalage}
        category={entry.category}
        fixedVendor={vendor}
        initial={{ vassalage, mobileSmallIcon: vendor.mobileSmallIcon }}
      />
      <LaunchRefusal />
    </div>
  );
}
