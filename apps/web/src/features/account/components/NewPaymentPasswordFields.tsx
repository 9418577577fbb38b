import { useTranslation } from '../../../i18n';
import type { BoundField } from '../hooks/use-form-fields';
import { TextField } from './TextField';

/** How a payment password is typed: six digits, hidden, never offered by the password manager. */
export const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  digitsOnly: true,
  autoComplete: 'off',
} as const;

/** A new payment password and its confirmation (R-VAL-09). */
export function NewPaymentPasswordFields({
  password,
  confirm,
}: {
  password: BoundField;
  confirm: BoundField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field={password}
        label={t('field_new_payment_password')}
        hint={t('payment_password_hint')}
        {...PIN_INPUT}
        required
      />
      <TextField field={confirm} label={t('field_confirm_payment_password')} {...PIN_INPUT} required />
    </>
  );
}
