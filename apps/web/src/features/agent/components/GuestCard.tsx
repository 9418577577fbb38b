import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../agent.module.css';

interface Props {
  noteKey: MessageKey;
  actionKey: MessageKey;
  onAction(): void;
  testId: string;
  actionTestId: string;
}

/** What a guest reads under a programme's steps, and the one step that lets them join it. */
export function GuestCard({ noteKey, actionKey, onAction, testId, actionTestId }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid={testId}>
      <p className={styles.note}>{t(noteKey)}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={onAction}
        data-testid={actionTestId}
      >
        {t(actionKey)}
      </button>
    </section>
  );
}
