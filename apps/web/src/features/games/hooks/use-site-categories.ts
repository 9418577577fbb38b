import { useLiveHosts } from '../../../shared/api/get-live-hosts';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { orderCategories, withLiveHosts } from '../lib/categories';

/**
 * The categories the site offers, in display order (R-GAMES-02 … R-GAMES-04), LIVESTREAM included
 * while it has live-stream hosts even without a vendor (R-GAMES-50); with the vendor data's query.
 */
export function useSiteCategories() {
  const vendorData = useVendorGameTypes();
  const { hosts, pending } = useLiveHosts();
  return {
    vendorData,
    categories: withLiveHosts(orderCategories(vendorData.data), hosts.length > 0),
    /** The list may still grow or change order: the vendors or the live hosts are on their way. */
    pending: vendorData.isPending || pending,
  };
}
