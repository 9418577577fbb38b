import { useId } from 'react';
import type { GemShape } from '../lib/symbols';
import * as styles from './slot.module.css';

/** Outline and facet lines of each cut, on a 100 × 100 grid. */
const CUTS: Record<GemShape, { outline: string; facets: string }> = {
  brilliant: {
    outline: 'M50 6 88 38 50 94 12 38Z',
    facets: 'M12 38h76M30 38 50 6l20 32M30 38l20 56 20-56',
  },
  octagon: {
    outline: 'M32 8h36l22 22v40L68 92H32L10 70V30Z',
    facets: 'M38 24h24l12 12v28L62 76H38L26 64V36ZM32 8l6 16M68 8l-6 16M90 70l-16-6M10 70l16-6',
  },
  round: {
    outline: 'M50 8a42 42 0 1 1 0 84 42 42 0 1 1 0-84Z',
    facets: 'M50 22 70 34v32L50 78 30 66V34ZM50 8v14M50 78v14M8 50h22M70 50h22',
  },
  oval: {
    outline: 'M50 6c20 0 32 20 32 44S70 94 50 94 18 74 18 50 30 6 50 6Z',
    facets: 'M50 22c10 0 16 12 16 28s-6 28-16 28-16-12-16-28 6-28 16-28ZM50 6v16M50 78v16',
  },
  hexagon: {
    outline: 'M50 6 88 28v44L50 94 12 72V28Z',
    facets: 'M50 6v88M12 28l76 44M88 28 12 72',
  },
};

/** A cut stone in its colour, lit from the top left; `colour` and `shade` are CSS colours (tokens). */
export function GemArt({
  shape,
  colour,
  shade,
  label,
}: {
  shape: GemShape;
  colour: string;
  shade: string;
  label: string;
}) {
  const id = useId();
  const cut = CUTS[shape];
  return (
    <svg className={`${styles.sym} ${styles.gem}`} viewBox="0 0 100 100" role="img" aria-label={label}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.gemShine} />
          <stop offset="0.3" style={{ stopColor: colour }} />
          <stop offset="1" style={{ stopColor: shade }} />
        </linearGradient>
      </defs>
      <path
        d={cut.outline}
        fill={`url(#${id})`}
        className={styles.gemOutline}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d={cut.facets} fill="none" className={styles.gemFacets} strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
