import * as styles from './lottery.module.css';

/** A draw's digits as balls; the whole number is read out once. */
export function DrawBalls({ numbers, label, testId }: { numbers: string; label: string; testId?: string }) {
  return (
    <span
      className={styles.balls}
      role="img"
      aria-label={`${label} ${numbers.split('').join(' ')}`}
      data-testid={testId}
    >
      {numbers.split('').map((digit, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a draw's digits keep their places
        <span key={i} className={styles.ball} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
