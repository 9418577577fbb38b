import type { SiteCategory, Vendor } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { useLaunch } from '../hooks/use-launch';
import { GameArt } from './GameArt';
import { PlaceholderTiles } from './PlaceholderTiles';
import * as styles from './tiles.module.css';

interface Props {
  category: SiteCategory;
  vendors: readonly Vendor[];
  loading?: boolean;
  layout?: 'grid' | 'row';
}

/** Vendor tiles (R-GAMES-07); a tap opens the vendor's lobby through the launch rules (R-GAMES-08). */
export function VendorGrid({ category, vendors, loading = false, layout = 'grid' }: Props) {
  const { t } = useTranslation();
  const launch = useLaunch();
  if (!loading && vendors.length === 0) {
    return <EmptyState why="games_empty_vendors" testId="games-empty" />;
  }
  return (
    <div className={layout === 'row' ? styles.vendorRow : styles.vendorGrid} data-testid="vendor-grid">
      {vendors.map((vendor, i) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={styles.vendor}
          onClick={() =>
            void launch({
              vassalage: vendor.vassalage,
              supportPlay: 1,
              category,
              gameName: vendor.displayName,
            })
          }
          data-testid={`vendor-tile-${vendor.vassalage}`}
        >
          <GameArt src={vendor.mobileSmallIcon} name={vendor.displayName} variant={(i % 8) + 1} />
          <span>{vendor.displayName}</span>
          <span>{t('game_play')}</span>
        </button>
      ))}
      {loading && <PlaceholderTiles vendor />}
    </div>
  );
}
