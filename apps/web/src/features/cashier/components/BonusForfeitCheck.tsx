import { useId } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';

/** The player's agreement that the withdrawal forfeits the running bonus; required to send it. */
export function BonusForfeitCheck({
  agreed,
  onChange,
  message,
}: {
  agreed: boolean;
  onChange(agreed: boolean): void;
  message: MessageKey | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={message ? `${styles.cashierCheck} ${styles.invalid}` : styles.cashierCheck}>
      <label>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => onChange(e.target.checked)}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-note` : undefined}
          data-testid="bonus-forfeit-agree"
        />
        <span>{t('bonus_forfeit_agree')}</span>
      </label>
      {message && (
        <p
          id={`${id}-note`}
          className={styles.cashierMessage}
          role="alert"
          data-testid="bonus-forfeit-message"
        >
          {t(message)}
        </p>
      )}
    </div>
  );
}
