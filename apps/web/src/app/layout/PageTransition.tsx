import { TIMING } from '@app/contracts';
import { type ReactNode, type TouchEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUi } from '../../shared/stores/ui';

const EDGE_PX = 32;

/**
 * Animates each route change over 300 ms (R-NAV-41). A swipe from the left edge longer than
 * 100 px goes back, without the animation for that one navigation (R-NAV-42, A-35).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const skip = useUi((s) => s.skipNextTransition);
  const setSkip = useUi((s) => s.setSkipNextTransition);
  const start = useRef<{ x: number; y: number } | null>(null);
  // Decided once per location: clearing the skip flag afterwards must not restart the animation.
  // The first screen appears at once: only route changes animate (and it keeps LCP early).
  const decision = useRef<{ key: string; animate: boolean; skipped: boolean } | null>(null);
  if (decision.current?.key !== location.key) {
    decision.current = { key: location.key, animate: decision.current !== null && !skip, skipped: skip };
  }
  const { animate } = decision.current;
  useEffect(() => {
    if (decision.current?.key === location.key && decision.current.skipped) setSkip(false);
  }, [location.key, setSkip]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch && touch.clientX <= EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = Math.abs(touch.clientY - from.y);
    if (dx > TIMING.backSwipeThresholdPx && dx > dy && location.key !== 'default') {
      setSkip(true);
      navigate(-1);
    }
  };

  return (
    <div
      key={location.pathname}
      className={animate ? 'page page-enter' : 'page'}
      style={{ animationDuration: `${TIMING.pageTransitionMs}ms` }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-testid="page"
    >
      {children}
    </div>
  );
}
