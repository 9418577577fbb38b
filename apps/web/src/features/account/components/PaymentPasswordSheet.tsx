import { useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from '../account.module.css';
import { savePaymentPassword } from '../api/save-payment-password';
import { useMemberForm } from '../hooks/use-member-form';
import { checkPaymentPasswordField, type PaymentPasswordField } from '../lib/member-checks';
import { NewPaymentPasswordFields, PIN_INPUT } from './NewPaymentPasswordFields';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

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
      <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="payment-form">
        {isSet && (
          <TextField
            field={form.bind('oldPaymentPassword')}
            label={t('field_old_payment_password')}
            {...PIN_INPUT}
            required
          />
        )}
        <NewPaymentPasswordFields
          password={form.bind('paymentPassword')}
          confirm={form.bind('confirmPaymentPassword')}
        />
        {isSet && (
          <button
            type="button"
            className={`text-link ${styles.sheetLink}`}
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
