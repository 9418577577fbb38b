import { useLiveHosts } from '../../../shared/api/get-live-hosts';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { vendorsFor } from '../lib/categories';

/**
 * What the LIVESTREAM category shows (R-GAMES-50): the live-stream hosts and the category's vendors,
 * each list failing on its own; the page is empty only when both answered and both are empty.
 */
export function useLiveStream() {
  const hosts = useLiveHosts();
  const vendorData = useVendorGameTypes();
  const vendors = vendorsFor(vendorData.data, 'LIVESTREAM');
  const vendorsFailed = vendorData.data === undefined && vendorData.isError;
  const loading = hosts.pending || vendorData.isPending;
  return {
    hosts,
    vendors,
    vendorsFailed,
    retryVendors: () => void vendorData.refetch(),
    loading,
    empty: !loading && !hosts.failed && !vendorsFailed && hosts.hosts.length === 0 && vendors.length === 0,
  };
}
