import { FEEDBACK_TYPES, type FeedbackType } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../feedback.module.css';

/** The optional topic of R-HELP-11; tapping the chosen one again clears it. */
export function TopicChips({
  value,
  onChange,
}: {
  value: FeedbackType | null;
  onChange: (type: FeedbackType | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('fb_type_label')}</legend>
      <div className={styles.topics}>
        {FEEDBACK_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={value === type ? `${styles.topic} ${styles.active}` : styles.topic}
            aria-pressed={value === type}
            onClick={() => onChange(value === type ? null : type)}
            data-testid={`feedback-type-${type}`}
          >
            {t(`fb_type_${type}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
