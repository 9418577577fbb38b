import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';
import { useForgetSmsForm } from '../hooks/use-forget-sms-form';
import { MobileField } from './MobileField';
import { NewPasswordFields } from './NewPasswordFields';
import { SmsCodeField } from './SmsCodeField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** Find by SMS (R-AUTH-42, R-AUTH-43): the new password is asked for once a code is on its way. */
export function ForgetSmsForm() {
  const { t } = useTranslation();
  const { form, mobile, sms, sendCode, busy, submit } = useForgetSmsForm();
  return (
    <form className={styles.accountForm} onSubmit={submit} noValidate data-testid="forget-sms-form">
      <TextField
        field={form.bind('username')}
        label={t('field_username')}
        autoComplete="username"
        maxLength={64}
        placeholder={t('field_username_placeholder')}
      />
      <MobileField field={form.bind('mobileNum')} mobile={mobile} />
      <SmsCodeField field={form.bind('verificationCode')} sms={sms} onSend={() => void sendCode()} />
      {sms.sentOnce && (
        <NewPasswordFields password={form.bind('newPassword')} confirm={form.bind('confirmNewPassword')} />
      )}
      <SubmitButton busy={busy} disabled={!sms.sentOnce} testId="forget-sms-submit">
        {t('forget_reset_submit')}
      </SubmitButton>
    </form>
  );
}
