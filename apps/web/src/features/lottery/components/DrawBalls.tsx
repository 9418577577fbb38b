import * as styles from './lottery.module.css';

/**
 * A draw's digits as balls ("407"), or a lotto draw's numbers ("03-07-12-25-33-41"). Given
 * `marked` (a lotto ticket's matches), those stand out and the others are plain. The whole number is
 * read out once, with the matched ones named.
 */
export function DrawBalls({
  numbers,
  label,
  testId,
  marked,
}: {
  numbers: string;
  label: string;
  testId?: string;
  marked?: readonly string[];
}) {
  const parts = numbers.includes('-') ? numbers.split('-') : numbers.split('');
  const ballClass = (part: string) =>
    marked === undefined ? styles.ball : `${styles.ball} ${marked.includes(part) ? styles.hit : styles.miss}`;
  return (
    <span
      className={numbers.includes('-') ? `${styles.balls} ${styles.lottoBalls}` : styles.balls}
      role="img"
      aria-label={`${label} ${parts.map((part) => (marked?.includes(part) ? `${part} ✓` : part)).join(' ')}`}
      data-testid={testId}
    >
      {parts.map((part, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a draw's digits keep their places
          key={i}
          className={ballClass(part)}
          aria-hidden="true"
          data-hit={marked?.includes(part) || undefined}
        >
          {part}
        </span>
      ))}
    </span>
  );
}
