import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
/** Lazy screens and their data arrive after the route changes; keep trying this long. */
const RESTORE_FRAMES = 90;

/** A forward navigation starts at the top; going back returns to where the screen was left (R-NAV-44). */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  // Positions are recorded as the user scrolls, not when leaving: by then the next screen has
  // replaced this one and the browser has already clamped the offset to the new height.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const record = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    const target = navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0;
    window.scrollTo(0, target);
    let frame = 0;
    let attempts = 0;
    const retry = () => {
      if (Math.abs(window.scrollY - target) <= 1 || ++attempts > RESTORE_FRAMES) return;
      window.scrollTo(0, target);
      frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    const stop = () => cancelAnimationFrame(frame);
    // A player who touches the screen meanwhile takes over the scrolling.
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('touchstart', stop);
    };
  }, [location.key, navigationType]);
}
