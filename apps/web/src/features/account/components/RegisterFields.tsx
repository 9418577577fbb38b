import { useTranslation } from '../../../i18n';
import type { useRegisterForm } from '../hooks/use-register-form';
import { isRequired, REGISTER_INPUTS } from '../lib/register-fields';
import { CaptchaField } from './CaptchaField';
import { DialingCodeSelect } from './DialingCodeSelect';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';

type RegisterForm = ReturnType<typeof useRegisterForm>;

/** Each field the operator switched on, in the order of SPEC §2 (R-REG-04, R-REG-05). */
export function RegisterFields({ register }: { register: RegisterForm }) {
  const { t } = useTranslation();
  const { config, fields, form, username, captcha, refreshCaptcha, mobile, sms, phone, sendCode } = register;
  return fields.map((field) => {
    if (field === 'captcha') {
      return (
        <CaptchaField key={field} field={form.bind('captcha')} captcha={captcha} onRefresh={refreshCaptcha} />
      );
    }
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={field}
          field={form.bind(field)}
          sms={sms}
          onSend={() => void sendCode()}
          required
          anchor={phone.anchor}
        />
      );
    }
    const spec = REGISTER_INPUTS[field];
    return (
      <TextField
        key={field}
        field={field === 'username' ? username : form.bind(field)}
        label={t(spec.labelKey)}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete ?? 'off'}
        maxLength={spec.maxLength}
        digitsOnly={spec.digitsOnly}
        required={isRequired(field, config)}
        hint={field === 'password' && !config.password.regExp ? t('password_hint') : undefined}
        leading={
          field === 'mobileNum' ? (
            <DialingCodeSelect
              countries={mobile.countries}
              value={mobile.dialingCode}
              onChange={mobile.setDialingCode}
            />
          ) : undefined
        }
      />
    );
  });
}
