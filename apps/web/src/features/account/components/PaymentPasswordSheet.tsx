import { useTranslation } from '../../../i18n';
import { savePaymentPassword } from '../api/save-payment-password';
import { useMemberForm } from '../hooks/use-member-form';
import { checkPaymentPasswordField, type PaymentPasswordField } from '../lib/member-checks';
import { Sheet } from './Sheet';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const PIN = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  digitsOnly: true,
  autoComplete: 'off',
} as const;

/** Sets the payment password, or changes it against the old one (R-API-37, S-14); "forgot" leads to the reset. */
export function PaymentPasswordSheet({
  isSet,
  onClose,
  onForgot,
}: {
  isSet: boolean;
  onClose(): void;
  onForgot(): void;
}) {
  const { t } = useTranslation();
  const fields: PaymentPasswordField[] = isSet
    ? ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword']
    : ['paymentPassword', 'confirmPaymentPassword'];
  const { form, busy, submit } = useMemberForm<PaymentPasswordField>({
    fields,
    initialValues: { oldPaymentPassword: '', password: '', paymentPassword: '', confirmPaymentPassword: '' },
    check: checkPaymentPasswordField,
    save: ({ oldPaymentPassword, paymentPassword, confirmPaymentPassword }) =>
      savePaymentPassword({
        ...(isSet ? { oldPaymentPassword } : {}),
        paymentPassword,
        confirmPaymentPassword,
      }),
    onSaved: onClose,
  });
  return (
    <Sheet
      title={t(isSet ? 'member_payment_change' : 'member_payment_set')}
      onClose={onClose}
      testId="payment-sheet"
    >
      <form className="account-form" onSubmit={submit} noValidate data-testid="payment-form">
        {isSet && (
          <TextField
            field={form.bind('oldPaymentPassword')}
            label={t('field_old_payment_password')}
            {...PIN}
            required
          />
        )}
        <TextField
          field={form.bind('paymentPassword')}
          label={t('field_new_payment_password')}
          hint={t('payment_password_hint')}
          {...PIN}
          required
        />
        <TextField
          field={form.bind('confirmPaymentPassword')}
          label={t('field_confirm_payment_password')}
          {...PIN}
          required
        />
        {isSet && (
          <button
            type="button"
            className="text-link sheet-link"
            onClick={onForgot}
            data-testid="payment-forgot"
          >
            {t('member_payment_forgot')}
          </button>
        )}
        <SubmitButton busy={busy} testId="payment-save">
          {t('member_save')}
        </SubmitButton>
      </form>
    </Sheet>
  );
}
