import type { FieldMessage } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { registerMethod } from '../../../shared/lib/platform';
import { notify } from '../../../shared/stores/notices';
import { useConsolidatedSettings } from '../../system/api/get-consolidated-settings';
import { useUsernameAvailability } from '../api/check-username';
import type { RegisterConfig } from '../api/get-register-config';
import { useRegister } from '../api/register';
import { clearAffiliateCode, takeAffiliateCode } from '../lib/affiliate-code';
import { buildRegisterBody } from '../lib/register-body';
import {
  checkRegisterField,
  cleanValue,
  REGISTER_FORM_ORDER,
  type RegisterFormField,
  type RegisterValues,
  visibleRegisterFields,
} from '../lib/register-fields';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useDialingCode } from './use-dialing-code';
import { useFormFields } from './use-form-fields';

/** The invitation-code refusal is shown for 1 s before the field takes the focus (R-ERR-01). */
const INVITATION_NOTICE_MS = 1_000;

/** "username already exists" (R-ERR-20), or the server's refusal of the name, for the name asked about. */
function availabilityMessage(answer: {
  data?: { available: boolean };
  error: unknown;
}): FieldMessage | undefined {
  if (answer.data?.available === false) return { key: 'err_username_exists' };
  return answer.error instanceof ApiError ? { key: answer.error.messageKey } : undefined;
}

/** The username registration (R-REG-04 … R-REG-22), built from the operator's field config. */
export function useRegisterForm(config: RegisterConfig) {
  const fields = visibleRegisterFields(config);
  const { search } = useLocation();
  const navigate = useNavigate();
  const [initialValues] = useState(() => {
    const empty = Object.fromEntries(REGISTER_FORM_ORDER.map((f) => [f, ''])) as RegisterValues;
    return { ...empty, affiliateCode: config.affiliateCode?.enabled ? takeAffiliateCode(search) : '' };
  });
  const form = useFormFields<RegisterFormField>({
    initialValues,
    check: (field, values) => checkRegisterField(field, values, config),
  });
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const captchaEnabled = fields.includes('captcha');
  const captcha = useCaptcha('register', captchaEnabled);
  const mobile = useDialingCode(fields.includes('mobileNum'));
  const nativeAppToken = useConsolidatedSettings().data?.nativeAppUserAgentToken;
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();

  // The name is asked about once it leaves the field in a valid format (R-REG-15).
  const [nameToCheck, setNameToCheck] = useState('');
  const availability = useUsernameAvailability(nameToCheck);
  const typedName = cleanValue('username', form.values.username);
  const nameVerdict =
    typedName.toLowerCase() === nameToCheck.toLowerCase() ? availabilityMessage(availability) : undefined;
  const usernameField = form.bind('username');
  const username = {
    ...usernameField,
    message: usernameField.message ?? nameVerdict,
    onBlur() {
      usernameField.onBlur();
      if (typedName && !checkRegisterField('username', form.values, config)) setNameToCheck(typedName);
    },
  };

  const refreshCaptcha = () => {
    captcha.refresh();
    form.setValue('captcha', '');
  };

  const onFailure = (error: unknown) => {
    const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
    // Each captcha answers one attempt: a failed registration needs a new one (R-REG-22).
    if (captchaEnabled) refreshCaptcha();
    const field = fields.find((f) => f === failure.field);
    if (failure.code === 'INVALID_INVITATION_CODE') {
      notify(failure.messageKey, { tone: 'error', durationMs: INVITATION_NOTICE_MS });
      form.setMessage('affiliateCode', { key: failure.messageKey });
      setTimeout(() => form.focus('affiliateCode'), INVITATION_NOTICE_MS);
      return;
    }
    if (field) {
      form.setMessage(field, { key: failure.messageKey });
      form.focus(field);
    } else {
      notify(failure.messageKey, { tone: 'error' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !agreed) return;
    // Every visible field is checked and the first that fails takes the focus; nothing is sent (R-REG-16).
    const invalid = form.validate(fields) ?? (nameVerdict ? 'username' : null);
    if (invalid) return form.focus(invalid);
    setBusy(true);
    try {
      const body = buildRegisterBody(form.values, fields, mobile.dialingCode, {
        origin: location.origin,
        host: location.host,
        registerMethod: registerMethod(nativeAppToken),
      });
      const value = await register.mutateAsync(body);
      clearAffiliateCode();
      await completeSignIn(value);
      notify('register_success', { tone: 'success' });
      navigate('/home', { replace: true });
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { fields, form, username, captcha, refreshCaptcha, mobile, agreed, setAgreed, busy, submit };
}
