import { useTranslation } from '../../i18n';
import { useSession } from '../../shared/stores/session';
import * as styles from './account.module.css';
import { AccountHeader } from './components/AccountHeader';
import { SubmitButton } from './components/SubmitButton';
import { TextField } from './components/TextField';
import { useChangePasswordForm } from './hooks/use-change-password-form';

/** /m/changePsw (R-AUTH-45 … R-AUTH-49); guests are sent home by the route guard (R-AUTH-46). */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const userName = useSession((s) => s.session?.userName ?? '');
  const { form, busy, submit } = useChangePasswordForm();
  const account = {
    name: 'account',
    value: userName,
    message: undefined,
    onChange() {},
    onBlur() {},
    inputRef() {},
  };
  return (
    <div className={styles.accountScreen} data-testid="change-password-screen">
      <AccountHeader title={t('title_change_password')} />
      <section className={styles.accountCard}>
        <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="change-password-form">
          <TextField field={account} label={t('field_username')} autoComplete="username" readOnly />
          <TextField
            field={form.bind('oldPassword')}
            label={t('field_old_password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
          />
          <TextField
            field={form.bind('newPassword')}
            label={t('field_new_password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint={t('password_hint')}
            required
          />
          <TextField
            field={form.bind('confirmNewPassword')}
            label={t('field_confirm_new_password')}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
          />
          <SubmitButton busy={busy} testId="change-password-submit">
            {t('change_password_submit')}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}
