import { type FormEvent, useRef, useState } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { useGiveBirthDate } from '../api/give-birth-date';
import { birthDateMessage, dateOrderOf, parseBirthDate } from '../lib/birth-date';
import * as styles from '../protection.module.css';
import { BirthDateField, RestrictedPersonCheck } from './BirthDateField';

/**
 * For a member who registered before the date of birth was asked (H-8): the date and the PAGCOR
 * confirmation, given once; the deposit is refused until then (BIRTH_DATE_REQUIRED).
 */
export function BirthDatePrompt() {
  const { t, language } = useTranslation();
  const order = dateOrderOf(language);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const give = useGiveBirthDate();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = birthDateMessage(text, order);
    const iso = parseBirthDate(text, order);
    if (problem || !iso) {
      setMessage(problem ?? 'val_birth_date');
      return inputRef.current?.focus();
    }
    give.mutate(
      { birthDate: iso, notRestrictedPerson: true },
      {
        onError: (error) => {
          const key = (error instanceof ApiError ? error.messageKey : 'err_unknown') as MessageKey;
          if (error instanceof ApiError && error.field === 'birthDate') setMessage(key);
          else notify(key, { tone: 'error' });
        },
      },
    );
  };
  return (
    <form
      className={`card-section ${styles.kycForm}`}
      onSubmit={save}
      data-testid="birth-date-prompt"
      noValidate
    >
      <h2 className={styles.kycHeading}>{t('birth_date_prompt_title')}</h2>
      <p className={styles.rgNote}>{t('birth_date_prompt_text')}</p>
      <BirthDateField
        value={text}
        onChange={(value) => {
          setText(value);
          if (message || value.length === 10) setMessage(birthDateMessage(value, order));
        }}
        message={message}
        inputRef={inputRef}
      />
      <RestrictedPersonCheck checked={confirmed} onChange={setConfirmed} />
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!confirmed || give.isPending}
        data-testid="birth-date-save"
      >
        {t('birth_date_save')}
      </button>
    </form>
  );
}
