import { lazy, Suspense } from 'react';
import { useRealityCheck } from '../hooks/use-reality-check';

// The dialog's code and styles load only when a check is due, not with every first page.
const RealityCheckDialog = lazy(() => import('./RealityCheckDialog'));

/**
 * The reality check (issue 16, UKGC RTS 13): over any page, the slot and crash included, how long the
 * player has played since logging in and what the session won or lost, with a way to stop.
 */
export function RealityCheck() {
  const { open, dismiss } = useRealityCheck();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog session={open} dismiss={dismiss} />
    </Suspense>
  );
}
