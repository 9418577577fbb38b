import { type SiteCategory, VENDOR_GRID_CATEGORIES } from '@app/contracts';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { vendorsFor } from '../lib/categories';
import type { GameFilter } from '../lib/filters';
import { GameCatalogue } from './GameCatalogue';
import { SimpleGameList } from './SimpleGameList';
import { VendorGrid } from './VendorGrid';

/** What a category shows: a vendor grid, its own list (HOT/FAV/RECENT) or the full catalogue. */
export function CategoryContent({
  category,
  initial,
}: {
  category: SiteCategory;
  initial?: Partial<GameFilter>;
}) {
  const vendorData = useVendorGameTypes();
  if (VENDOR_GRID_CATEGORIES.includes(category)) {
    return (
      <VendorGrid
        category={category}
        vendors={vendorsFor(vendorData.data, category)}
        loading={vendorData.isPending}
      />
    );
  }
  if (category === 'HOT' || category === 'FAV' || category === 'RECENT')
    return <SimpleGameList category={category} />;
  return (
    <GameCatalogue key={`${category}:${initial?.gameName ?? ''}`} category={category} initial={initial} />
  );
}
