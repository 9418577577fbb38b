import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';

/** The two tabs of a cashier screen: its form, and its records. */
export function CashierTabs<T extends string>({
  tabs,
  current,
  onChange,
}: {
  tabs: readonly { name: T; labelKey: MessageKey }[];
  current: NoInfer<T>;
  onChange(tab: NoInfer<T>): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.cashierTabs} role="tablist">
      {tabs.map(({ name, labelKey }) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={current === name}
          className={styles.cashierTab}
          onClick={() => onChange(name)}
          data-testid={`cashier-tab-${name}`}
        >
          {t(labelKey)}
        </button>
      ))}
    </div>
  );
}
