import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import { useSmsLoginForm } from '../hooks/use-sms-login-form';
import { LoginOptions } from './LoginOptions';
import { MobileField } from './MobileField';
import { SmsCodeField } from './SmsCodeField';
import { SubmitButton } from './SubmitButton';

/** The SMS mode of the login (R-AUTH-04, R-AUTH-12). */
export function SmsLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const { form, mobile, sms, phoneAnchor, sendCode, remember, setRemember, busy, submit } = useSmsLoginForm({
    onSignedIn,
  });
  return (
    <form
      className={styles.accountForm}
      onSubmit={submit}
      noValidate
      data-testid="login-form"
      data-mode="sms"
    >
      <MobileField field={form.bind('mobileNum')} mobile={mobile} />
      <SmsCodeField
        field={form.bind('verificationCode')}
        sms={sms}
        onSend={() => void sendCode()}
        anchor={phoneAnchor}
      />
      <LoginOptions remember={remember} onRemember={setRemember} sms />
      <SubmitButton busy={busy} busyLabel={t('login_submitting')} testId="login-submit">
        {t('login_submit')}
      </SubmitButton>
    </form>
  );
}
