import { checkField, checkPasswordConfirmation } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import * as styles from '../account.module.css';
import { resetPasswordByLink } from '../api/reset-password-by-link';
import { useFormFields } from '../hooks/use-form-fields';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';

type Field = 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly Field[] = ['newPassword', 'confirmNewPassword'];

/** Where the emailed link lands (/m/forget?resetToken=…): a new password, once, then /m/login (R-API-34). */
export function ResetByLinkForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useFormFields<Field>({
    initialValues: { newPassword: '', confirmNewPassword: '' },
    check: (field, v) =>
      field === 'newPassword'
        ? checkField('password', v.newPassword)
        : checkPasswordConfirmation(v.newPassword, v.confirmNewPassword),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.validate(FIELDS);
    if (invalid) return form.focus(invalid);
    setBusy(true);
    try {
      await resetPasswordByLink({ token, ...form.values });
      notify('forget_reset_done', { tone: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      const field = FIELDS.find((f) => f === failure.field);
      if (field) form.setMessage(field, { key: failure.messageKey });
      else notify(failure.field === 'token' ? 'forget_link_invalid' : failure.messageKey, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="reset-link-form">
      <p className="form-hint">{t('forget_link_intro')}</p>
      <NewPasswordFields password={form.bind('newPassword')} confirm={form.bind('confirmNewPassword')} />
      <SubmitButton busy={busy} testId="reset-link-submit">
        {t('forget_reset_submit')}
      </SubmitButton>
    </form>
  );
}
