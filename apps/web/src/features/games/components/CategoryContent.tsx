import { type SiteCategory, VENDOR_GRID_CATEGORIES } from '@app/contracts';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { vendorsFor } from '../lib/categories';
import type { GameFilter } from '../lib/filters';
import { GameCatalogue } from './GameCatalogue';
import { LiveFallback } from './LiveFallback';
import { LiveStreamContent } from './LiveStreamContent';
import { SimpleGameList } from './SimpleGameList';
import { VendorGrid } from './VendorGrid';

/**
 * What a category shows: a vendor grid, its own list (HOT/FAV/RECENT) or the full catalogue; Live
 * without a live-dealer vendor shows the house games that run live rounds instead of nothing, and
 * LIVESTREAM its live-stream hosts besides its vendors.
 */
export function CategoryContent({
  category,
  initial,
}: {
  category: SiteCategory;
  initial?: Partial<GameFilter>;
}) {
  const vendorData = useVendorGameTypes();
  if (category === 'LIVESTREAM') return <LiveStreamContent />;
  if (VENDOR_GRID_CATEGORIES.includes(category)) {
    const vendors = vendorsFor(vendorData.data, category);
    if (category === 'LIVE' && vendorData.isSuccess && vendors.length === 0) return <LiveFallback />;
    return <VendorGrid category={category} vendors={vendors} loading={vendorData.isPending} />;
  }
  if (category === 'HOT' || category === 'FAV' || category === 'RECENT')
    return <SimpleGameList category={category} />;
  return (
    <GameCatalogue key={`${category}:${initial?.gameName ?? ''}`} category={category} initial={initial} />
  );
}
