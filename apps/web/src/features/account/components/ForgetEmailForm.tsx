import { checkField } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import * as styles from '../account.module.css';
import { requestResetEmail } from '../api/request-reset-email';
import { useFormFields } from '../hooks/use-form-fields';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/**
 * Find by email (R-AUTH-44): the name only; the answer is the same neutral message whether or not
 * the account exists or has an address (S-06).
 */
export function ForgetEmailForm() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useFormFields<'username'>({
    initialValues: { username: '' },
    check: (_, values) => checkField('loginUsername', values.username.trim()),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (form.validate(['username'])) return form.focus('username');
    setBusy(true);
    try {
      await requestResetEmail(form.values.username.trim());
      setSent(true);
    } catch (error) {
      notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <p className={styles.accountNotice} role="status" data-testid="forget-email-sent">
        {t('forget_email_sent')}
      </p>
    );
  }
  return (
    <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="forget-email-form">
      <p className="form-hint">{t('forget_email_intro')}</p>
      <TextField
        field={form.bind('username')}
        label={t('field_username')}
        autoComplete="username"
        maxLength={64}
        placeholder={t('field_username_placeholder')}
      />
      <SubmitButton busy={busy} testId="forget-email-submit">
        {t('forget_email_submit')}
      </SubmitButton>
    </form>
  );
}
