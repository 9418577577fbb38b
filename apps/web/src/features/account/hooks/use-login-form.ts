import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { useUi } from '../../../shared/stores/ui';
import { useLogin } from '../api/login';
import { checkLoginField, isLoginField, LOGIN_FIELDS, type LoginField } from '../lib/field-checks';
import { forgetRememberedLogin, readRememberedLogin, rememberLogin } from '../lib/remembered-login';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useFormFields } from './use-form-fields';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

/**
 * The username login of the login screen and the login modal: remembered username (R-AUTH-27),
 * captcha once the server asks for it (R-AUTH-21, R-AUTH-22), one request at a time (R-AUTH-20).
 */
export function useLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const [remembered] = useState(() => readRememberedLogin('username'));
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormFields<LoginField>({
    initialValues: { username: remembered?.username ?? '', password: '', captcha: '' },
    check: (field, values) => checkLoginField(field, values, captchaShown),
  });
  const captcha = useCaptcha('login', captchaShown);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);

  useRevalidateOnLanguageChange(() =>
    form.validate(LOGIN_FIELDS.filter((field) => form.values[field] !== '')),
  );

  const refreshCaptcha = () => {
    captcha.refresh();
    form.setValue('captcha', '');
  };

  const onFailure = (error: unknown) => {
    const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
    // The first time the server asks for it the captcha appears, and every later failure brings a new image.
    if (captchaShown) refreshCaptcha();
    else if (failure.value?.captcha === true) setCaptchaShown(true);
    const field = failure.field;
    if (isLoginField(field)) {
      form.setMessage(field, { key: failure.messageKey });
      form.focus(field);
    } else {
      notify(failure.messageKey, { tone: 'error' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.validate(LOGIN_FIELDS);
    if (invalid) return form.focus(invalid);
    const username = form.values.username.trim();
    setBusy(true);
    try {
      const value = await login.mutateAsync({
        username,
        password: form.values.password,
        captcha: captchaShown ? form.values.captcha : '',
      });
      if (remember) rememberLogin({ type: 'username', username, countryDialingCode: '' });
      else forgetRememberedLogin('username');
      await completeSignIn(value);
      onSignedIn();
      if (value.firstTimeLogin) showAccountOverlay('firstLogin');
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { form, captcha, captchaShown, refreshCaptcha, remember, setRemember, busy, submit };
}
