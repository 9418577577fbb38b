import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import { useLoginForm } from '../hooks/use-login-form';
import { CaptchaField } from './CaptchaField';
import { CaptchaReason } from './CaptchaReason';
import { LoginOptions } from './LoginOptions';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

interface Props {
  onSignedIn(): void;
  captchaShown: boolean;
  setCaptchaShown(shown: boolean): void;
}

/** The username mode of the login (R-AUTH-02, R-AUTH-11, R-AUTH-21). */
export function UsernameLoginForm(props: Props) {
  const { t } = useTranslation();
  const { form, captcha, captchaShown, wait, refreshCaptcha, remember, setRemember, busy, submit } =
    useLoginForm(props);
  return (
    <form
      className={styles.accountForm}
      onSubmit={submit}
      noValidate
      data-testid="login-form"
      data-mode="username"
    >
      <TextField
        field={form.bind('username')}
        label={t('field_username')}
        autoComplete="username"
        maxLength={64}
        placeholder={t('field_username_placeholder')}
      />
      <TextField
        field={form.bind('password')}
        label={t('field_password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        placeholder={t('field_password_placeholder')}
      />
      {captchaShown && (
        <>
          <CaptchaReason wait={wait} />
          <CaptchaField field={form.bind('captcha')} captcha={captcha} onRefresh={refreshCaptcha} />
        </>
      )}
      <LoginOptions remember={remember} onRemember={setRemember} />
      <SubmitButton busy={busy} busyLabel={t('login_submitting')} testId="login-submit">
        {t('login_submit')}
      </SubmitButton>
    </form>
  );
}
