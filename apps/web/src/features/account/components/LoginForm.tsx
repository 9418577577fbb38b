import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginForm } from '../hooks/use-login-form';
import { CaptchaField } from './CaptchaField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/**
 * The username login, the same on /m/login and in the login modal (R-AUTH-02, R-AUTH-06, R-AUTH-9).
 * The SMS mode and its toggle (R-AUTH-01) arrive with the SMS capability; until then the
 * MOBILELOGIN3 flag, off by default, has nothing to show.
 */
export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const { form, captcha, captchaShown, refreshCaptcha, remember, setRemember, busy, submit } = useLoginForm({
    onSignedIn,
  });
  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="login-form">
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
        <CaptchaField field={form.bind('captcha')} captcha={captcha} onRefresh={refreshCaptcha} />
      )}
      <div className="form-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            data-testid="remember"
          />
          <span>{t('login_remember')}</span>
        </label>
        <Link to="/forget" className="text-link" data-testid="forgot-link">
          {t('login_forgot')}
        </Link>
      </div>
      <SubmitButton busy={busy} testId="login-submit">
        {t('login_submit')}
      </SubmitButton>
    </form>
  );
}
