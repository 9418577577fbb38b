import { useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from '../account.module.css';
import { useCustomerQuestions } from '../api/customer-security-questions';
import { resetPaymentPassword } from '../api/reset-payment-password';
import { useMemberForm } from '../hooks/use-member-form';
import { useQuestionTexts } from '../hooks/use-question-texts';
import {
  checkPaymentPasswordField,
  checkSecurityAnswer,
  type PaymentPasswordField,
} from '../lib/member-checks';
import { NewPaymentPasswordFields } from './NewPaymentPasswordFields';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

type Field = Exclude<PaymentPasswordField, 'oldPaymentPassword'> | 'answer0' | 'answer1';
const FIELDS: readonly Field[] = [
  'password',
  'answer0',
  'answer1',
  'paymentPassword',
  'confirmPaymentPassword',
];

/**
 * A forgotten payment password (R-API-38, S-14): the login password and the answers to the member's
 * security questions replace it. Without questions on file there is nothing to check against.
 */
export function PaymentResetSheet({ onClose, onSetQuestions }: { onClose(): void; onSetQuestions(): void }) {
  const { t } = useTranslation();
  const chosen = useCustomerQuestions().data?.questionIds ?? null;
  const { textOf } = useQuestionTexts();
  const { form, busy, submit } = useMemberForm<Field>({
    fields: FIELDS,
    initialValues: {
      password: '',
      answer0: '',
      answer1: '',
      paymentPassword: '',
      confirmPaymentPassword: '',
    },
    check: (field, values) =>
      field === 'answer0' || field === 'answer1'
        ? checkSecurityAnswer(values[field])
        : checkPaymentPasswordField(field, { ...values, oldPaymentPassword: '' }),
    save: (v) =>
      resetPaymentPassword({
        password: v.password,
        answers: (chosen ?? []).map((questionId, i) => ({
          questionId,
          answer: i === 0 ? v.answer0 : v.answer1,
        })),
        paymentPassword: v.paymentPassword,
        confirmPaymentPassword: v.confirmPaymentPassword,
      }),
    onSaved: onClose,
    fallbackField: 'answer0',
  });
  const needsQuestions = chosen !== null && chosen.length === 0;
  return (
    <Sheet title={t('member_payment_reset')} onClose={onClose} testId="payment-reset-sheet">
      {needsQuestions ? (
        <div className={styles.accountForm}>
          <p className="form-hint">{t('member_payment_reset_needs_questions')}</p>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={onSetQuestions}
            data-testid="reset-set-questions"
          >
            {t('member_questions_set')}
          </button>
        </div>
      ) : (
        <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="payment-reset-form">
          <TextField
            field={form.bind('password')}
            label={t('field_password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
          />
          {(chosen ?? []).slice(0, 2).map((id, i) => (
            <TextField
              key={id}
              field={form.bind(i === 0 ? 'answer0' : 'answer1')}
              label={textOf(id) || t('member_question_n', { number: i + 1 })}
              maxLength={64}
              autoComplete="off"
              required
            />
          ))}
          <NewPaymentPasswordFields
            password={form.bind('paymentPassword')}
            confirm={form.bind('confirmPaymentPassword')}
          />
          <SubmitButton busy={busy} disabled={chosen === null} testId="payment-reset-save">
            {t('member_save')}
          </SubmitButton>
        </form>
      )}
    </Sheet>
  );
}
