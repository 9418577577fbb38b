import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';

/** A programme explained in numbered steps, for guests and members alike (R-PROMO-12, R-AGENT-01). */
export function ProgrammeSteps({
  titleKey,
  introKey,
  stepKeys,
  testId,
}: {
  titleKey: MessageKey;
  introKey: MessageKey;
  stepKeys: readonly MessageKey[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid={testId}>
      <h2 className={styles.heading}>{t(titleKey)}</h2>
      <p className={styles.note}>{t(introKey)}</p>
      <ol className={styles.steps}>
        {stepKeys.map((key, index) => (
          <li key={key}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
