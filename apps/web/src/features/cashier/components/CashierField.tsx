import { type InputHTMLAttributes, useId } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  message?: MessageKey | null;
  hint?: string;
  testId: string;
}

/** A labelled cashier input with its hint or its message under it. */
export function CashierField({ label, value, onChange, message, hint, testId, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={message ? `${styles.cashierField} ${styles.invalid}` : styles.cashierField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-note`}
        data-testid={testId}
        {...input}
      />
      <p
        id={`${id}-note`}
        className={message ? styles.cashierMessage : styles.cashierHint}
        role={message ? 'alert' : undefined}
      >
        {message ? t(message) : hint}
      </p>
    </div>
  );
}
