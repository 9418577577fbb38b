import * as styles from './progress-bar.module.css';

/**
 * A 0–100 bar with its accessible name and value. Its height and colours come from the caller's
 * CSS variables (`--progress-height`, `--progress-track`, `--progress-fill`).
 */
export function ProgressBar({
  percent,
  label,
  valueText,
  className,
  testId,
}: {
  percent: number;
  label: string;
  valueText?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={className ? `${styles.bar} ${className}` : styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
