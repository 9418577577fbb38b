import * as styles from './counted-textarea.module.css';

/** Within this many characters of the limit the count turns red, where `warnNearLimit` asks for it. */
const NEAR_LIMIT = 10;

/** A text area with a live "length/limit" count in its corner. `className` sets its height. */
export function CountedTextarea({
  id,
  value,
  length,
  limit,
  rows,
  label,
  placeholder,
  onChange,
  className,
  warnNearLimit = true,
  testId,
  counterTestId,
}: {
  id?: string;
  value: string;
  /** The length the form counts (it may differ from value.length). */
  length: number;
  limit: number;
  rows: number;
  /** The accessible name, when no <label> points at `id`. */
  label?: string;
  placeholder: string;
  onChange(value: string): void;
  className: string;
  warnNearLimit?: boolean;
  testId: string;
  counterTestId: string;
}) {
  const near = warnNearLimit && length > limit - NEAR_LIMIT;
  return (
    <div className={styles.wrap}>
      <textarea
        id={id}
        className={`${styles.textarea} ${className}`}
        rows={rows}
        value={value}
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <span
        className={near ? `${styles.counter} ${styles.near}` : styles.counter}
        aria-live="polite"
        data-testid={counterTestId}
      >
        {length}/{limit}
      </span>
    </div>
  );
}
