import * as styles from './mode-tabs.module.css';

/** A two-way switch (login method, registration method, reset method), as tabs. */
export function ModeTabs<M extends string>({
  modes,
  value,
  onChange,
  label,
  testId,
  className,
}: {
  modes: readonly { id: NoInfer<M>; label: string }[];
  value: M;
  onChange(mode: M): void;
  label: string;
  testId: string;
  /** Where a screen places the switch (its margins). */
  className?: string;
}) {
  return (
    <div
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
      role="tablist"
      aria-label={label}
      data-testid={testId}
    >
      {modes.map((mode) => (
        <button
          key={mode.id}
          type="button"
          role="tab"
          aria-selected={mode.id === value}
          className={mode.id === value ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => mode.id !== value && onChange(mode.id)}
          data-testid={`${testId}-${mode.id}`}
        >
          {mode.label}
        </button>
      ))}
    </div>
  );
}
