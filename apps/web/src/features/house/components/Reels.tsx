import type { SlotDefinition } from '@app/contracts';
import { useMemo } from 'react';
import { SlotSymbol } from './SlotSymbol';
import * as styles from './slot.module.css';

interface Props {
  def: SlotDefinition;
  reelWindow: readonly (readonly string[])[];
  /** Reels from the left that show their final symbols; the others are turning. */
  landed: number;
  spinning: boolean;
  winning: Set<string>;
  lines: readonly number[];
}

/** The paying lines' colours in turn (styles/tokens/house.css). */
const LINE_COLOURS = [1, 2, 3, 4, 5, 6].map((n) => `var(--house-payline-${n})`);

/** A landed cell: lit when it pays, dimmed when others pay and it does not. */
const cellClass = (winning: Set<string>, cell: string) =>
  winning.has(cell)
    ? `${styles.cell} ${styles.win}`
    : winning.size > 0
      ? `${styles.cell} ${styles.dim}`
      : styles.cell;

/** Symbols on the blurred strip a turning reel shows. */
const BLUR_LENGTH = 12;

/**
 * The reels: a turning strip (a CSS transform loop, still under prefers-reduced-motion) until each
 * reel lands, then the window with the winning cells lit and every paying line drawn across.
 */
export function Reels({ def, reelWindow, landed, spinning, winning, lines }: Props) {
  const blur = useMemo(
    () =>
      def.reels.map((strip, reel) => {
        const from = (reel * 7) % strip.length;
        const part = Array.from({ length: BLUR_LENGTH }, (_, i) => strip[(from + i) % strip.length] ?? '');
        return [...part, ...part];
      }),
    [def],
  );
  const rows = def.rows;
  const columns = def.reels.length;
  return (
    <div
      className={styles.reels}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, ['--rows' as string]: rows }}
      data-testid="reels"
    >
      {def.reels.map((_, reel) => {
        const turning = spinning && reel >= landed;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its position
            key={reel}
            className={styles.reel}
            data-testid="reel"
          >
            {turning ? (
              <div className={styles.strip} aria-hidden="true">
                {blur[reel]?.map((symbol, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the strip repeats symbols
                  <div key={i} className={styles.cell}>
                    <SlotSymbol theme={def.theme} symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div className={styles.cells}>
                {reelWindow[reel]?.map((symbol, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its row
                    key={row}
                    className={cellClass(winning, `${reel}:${row}`)}
                    data-testid="cell"
                    data-symbol={symbol}
                  >
                    <SlotSymbol theme={def.theme} symbol={symbol} />
                  </div>
                ))}
              </div>
            )}
          </div>
        );
      })}
      {lines.length > 0 && (
        <svg
          className={styles.lines}
          viewBox={`0 0 ${columns * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {lines.map((line, i) => (
            <polyline
              key={line}
              points={(def.paylines[line] ?? [])
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(' ')}
              style={{ stroke: LINE_COLOURS[i % LINE_COLOURS.length] }}
              data-testid="win-line"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
