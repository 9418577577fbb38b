import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import * as styles from '../install.module.css';

/** Numbered install steps, as the popup and /m/app show them. */
export function StepList({ steps, testId }: { steps: readonly MessageKey[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} data-testid={testId}>
      {steps.map((key, index) => (
        <li key={key}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
