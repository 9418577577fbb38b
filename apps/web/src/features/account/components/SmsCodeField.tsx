import { LIMITS } from '@app/contracts';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import type { BoundField } from '../hooks/use-form-fields';
import type { SmsCode } from '../hooks/use-sms-code';
import { TextField } from './TextField';

/** The SMS code, digits only, at most 10 (R-VAL-04), beside its send button (R-AUTH-36). */
export function SmsCodeField({
  field,
  sms,
  onSend,
  required,
  anchor,
}: {
  field: BoundField;
  sms: SmsCode;
  onSend(): void;
  required?: boolean;
  /** Where the Firebase SMS path puts its invisible reCAPTCHA (R-AUTH-38). */
  anchor?: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation();
  let label = t('sms_send');
  if (sms.state === 'sending') label = t('sms_sending');
  else if (sms.state === 'countdown') label = t('sms_seconds', { seconds: sms.seconds });
  return (
    <>
      <TextField
        field={field}
        label={t('field_sms_code')}
        inputMode="numeric"
        digitsOnly
        maxLength={LIMITS.smsCodeMaxLength}
        autoComplete="one-time-code"
        placeholder={t('field_sms_code_placeholder')}
        required={required}
        addon={
          <button
            type="button"
            className={`btn btn-ghost ${styles.smsSend}`}
            onClick={onSend}
            disabled={sms.state !== 'idle'}
            aria-live="polite"
            data-testid="sms-send"
            data-state={sms.state}
          >
            {label}
          </button>
        }
      />
      {anchor && <div ref={anchor} />}
    </>
  );
}
