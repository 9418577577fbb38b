import type { FieldMessage } from '@app/contracts';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { messageKeyOf, useTranslation } from '../../../i18n';
import { Icon } from '../../../shared/ui/Icon';
import * as styles from '../account.module.css';
import type { BoundField } from '../hooks/use-form-fields';

interface Props {
  field: BoundField;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Keeps only digits as they are typed (captcha, payment password, QQ …). */
  digitsOnly?: boolean;
  hint?: string;
  /** Something beside the input, e.g. the captcha image or the dialling code. */
  addon?: ReactNode;
  leading?: ReactNode;
}

/** Renders a message key in the current language, with the field's label for "{field} is required" (R-VAL-22). */
export function useFieldMessageText() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined, label: string) =>
    message ? t(messageKeyOf(message.key), { ...message.params, field: label }) : '';
}

/**
 * A labelled input with its message under it (R-VAL-01) and an asterisk when required (R-VAL-13);
 * a password gets the eye that shows it as plain text (R-AUTH-02).
 */
export function TextField(props: Props) {
  const { field, label, type = 'text', required, readOnly, digitsOnly, hint, addon, leading } = props;
  const { t } = useTranslation();
  const messageText = useFieldMessageText();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [field.message && `${id}-message`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={field.message ? 'form-field invalid' : 'form-field'} data-testid={`field-${field.name}`}>
      <div className="form-label-row">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {/* Beside the label, not in it: the field's name stays "Password", and `required` says the rest. */}
        {required && (
          <span className="required-mark" aria-hidden="true" data-testid="required-mark">
            *
          </span>
        )}
      </div>
      <div className={addon || leading ? styles.formRow : undefined}>
        {leading}
        <div className="field">
          <input
            ref={field.inputRef}
            id={id}
            className={isPassword ? `form-input ${styles.withEye}` : 'form-input'}
            name={field.name}
            type={isPassword && revealed ? 'text' : type}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            readOnly={readOnly}
            required={required}
            aria-invalid={field.message ? true : undefined}
            aria-describedby={describedBy || undefined}
            value={field.value}
            onChange={(e) => field.onChange(digitsOnly ? e.target.value.replace(/\D+/g, '') : e.target.value)}
            onBlur={field.onBlur}
          />
          {isPassword && (
            <button
              type="button"
              className="field-eye"
              aria-label={t(revealed ? 'prompt_hide_password' : 'prompt_show_password')}
              aria-pressed={revealed}
              onClick={() => setRevealed((r) => !r)}
              data-testid={`eye-${field.name}`}
            >
              <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
            </button>
          )}
        </div>
        {addon}
      </div>
      {hint && !field.message && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {field.message && (
        <p id={`${id}-message`} className="form-message" data-testid={`message-${field.name}`}>
          {messageText(field.message, label)}
        </p>
      )}
    </div>
  );
}
