import { TIMING } from '@app/contracts';
import { useEffect, useState } from 'react';
import { notifyNetworkSlow } from '../stores/notices';

/**
 * Whether the loader of work that is `pending` still shows: until the work settles, but at most the
 * safety cap, after which the loader goes and the network is called slow (A-1, R-CONST-08).
 */
export function useLoadingCap(pending: boolean): boolean {
  const [capped, setCapped] = useState(false);
  useEffect(() => {
    setCapped(false);
    if (!pending) return;
    const timer = setTimeout(() => {
      setCapped(true);
      notifyNetworkSlow();
    }, TIMING.loadingSafetyCapMs);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && !capped;
}
