import { LIMITS } from '@app/contracts';
import * as styles from './tiles.module.css';

const KEYS = Array.from({ length: LIMITS.placeholderItems }, (_, i) => `placeholder-${i}`);

/** 4 placeholder tiles while a list loads (R-HOME-13), shaped as game tiles or as vendor tiles. */
export function PlaceholderTiles({ vendor = false }: { vendor?: boolean }) {
  // The global skeleton's shimmer, on the tile's own surface.
  const className = `skeleton ${vendor ? styles.vendor : styles.tile} ${styles.placeholder}`;
  return (
    <>
      {KEYS.map((key) => (
        <div key={key} className={className} data-testid="placeholder-tile" aria-hidden="true" />
      ))}
    </>
  );
}
