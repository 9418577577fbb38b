import { useId } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { dateOrderOf, maskBirthDate } from '../lib/birth-date';

interface Props {
  /** What the player typed, with the slashes (DD/MM/YYYY, or YYYY/MM/DD in CN and JA). */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  message: MessageKey | null;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The date of birth (H-8): typed on the number pad, the slashes put in as the player types, in the
 * order of the language; its message under it, the under-21 refusal included.
 */
export function BirthDateField({ value, onChange, onBlur, message, inputRef }: Props) {
  const { t, language } = useTranslation();
  const id = useId();
  const order = dateOrderOf(language);
  const label = t('field_birth_date');
  return (
    <div className={message ? 'form-field invalid' : 'form-field'} data-testid="field-birthDate">
      <div className="form-label-row">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </div>
      <div className="field">
        <input
          ref={inputRef}
          id={id}
          className="form-input"
          name="birthDate"
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t(order === 'dmy' ? 'birth_date_placeholder_dmy' : 'birth_date_placeholder_ymd')}
          maxLength={10}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-${message ? 'message' : 'hint'}`}
          value={value}
          onChange={(e) => onChange(maskBirthDate(e.target.value, order))}
          onBlur={onBlur}
        />
      </div>
      {message ? (
        <p id={`${id}-message`} className="form-message" data-testid="message-birthDate">
          {t(message, { field: label })}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form-hint">
          {t('birth_date_hint')}
        </p>
      )}
    </div>
  );
}

/** The PAGCOR confirmation: not a government official nor a member of the armed forces or police. */
export function RestrictedPersonCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="checkbox terms" data-testid="not-restricted">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="not-restricted-checkbox"
      />
      <label htmlFor={id}>{t('not_restricted_confirm')}</label>
    </div>
  );
}
