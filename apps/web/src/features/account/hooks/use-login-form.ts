import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  consolidatedSettingsQuery,
  useConsolidatedSettings,
} from '../../../shared/api/get-consolidated-settings';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { useUi } from '../../../shared/stores/ui';
import { useLogin } from '../api/login';
import { checkLoginField, isLoginField, LOGIN_FIELDS, type LoginField } from '../lib/field-checks';
import {
  forgetRememberedDevice,
  forgetRememberedLogin,
  markRememberedDevice,
  readRememberedLogin,
  rememberLogin,
} from '../lib/remembered-login';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useFormFields } from './use-form-fields';
import { usePreparedChallenge } from './use-prepared-challenge';
import { useRetryWait } from './use-retry-wait';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

interface Options {
  onSignedIn(): void;
  /** Kept by the form around both modes, so that a switch finds it as it was (R-AUTH-23). */
  captchaShown: boolean;
  setCaptchaShown(shown: boolean): void;
}

/**
 * The username login of the login screen and the login modal: remembered username (R-AUTH-27),
 * captcha once the server asks for it (R-AUTH-21, R-AUTH-22), the `login` challenge when the site
 * asks for one (R-AUTH-24), one request at a time (R-AUTH-20).
 */
export function useLoginForm({ onSignedIn, captchaShown, setCaptchaShown }: Options) {
  const [remembered] = useState(() => readRememberedLogin('username'));
  const [remember, setRemember] = useState(remembered !== null);
  const [busy, setBusy] = useState(false);
  const form = useFormFields<LoginField>({
    initialValues: { username: remembered?.username ?? '', password: '', captcha: '' },
    check: (field, values) => checkLoginField(field, values, captchaShown),
  });
  const captcha = useCaptcha('login', captchaShown);
  const { wait, waitFor } = useRetryWait();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);
  const challengeAsked = useConsolidatedSettings().data?.challenge.purposes.includes('login') ?? false;
  const takeChallenge = usePreparedChallenge('login', challengeAsked);
  const queryClient = useQueryClient();
  // A tap before the settings arrived still learns whether the site asks for the challenge.
  const challengeNeeded = async () =>
    challengeAsked ||
    ((
      await queryClient.ensureQueryData(consolidatedSettingsQuery).catch(() => undefined)
    )?.challenge.purposes.includes('login') ??
      false);

  useRevalidateOnLanguageChange(() =>
    form.validate(LOGIN_FIELDS.filter((field) => form.values[field] !== '')),
  );

  const refreshCaptcha = () => {
    captcha.refresh();
    form.setValue('captcha', '');
  };

  // Back from the SMS mode with the captcha showing: a new image (R-AUTH-23).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the mode is entered
  useEffect(() => {
    if (captchaShown) captcha.refresh();
  }, []);

  const onFailure = (error: unknown) => {
    const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
    // The first time the server asks for it the captcha appears, and every later failure brings a new image.
    if (captchaShown) refreshCaptcha();
    else if (failure.value?.captcha === true) setCaptchaShown(true);
    // The server's delay (S-04) comes with the captcha, whose reason line counts it down.
    const retryAfter = failure.code === 'RATE_LIMITED' ? Number(failure.value?.retryAfterSeconds) : 0;
    if (retryAfter > 0 && failure.value?.captcha === true) return waitFor(retryAfter);
    // A wrong name or password is blamed on the password, never saying which (R-ERR-19).
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
      // An unsolvable challenge stops here, before any login request (R-AUTH-24).
      const altcha = (await challengeNeeded()) ? await takeChallenge() : undefined;
      const value = await login.mutateAsync({
        username,
        password: form.values.password,
        captcha: captchaShown ? form.values.captcha : '',
        ...(altcha ? { altcha } : {}),
        remember,
      });
      if (remember) {
        rememberLogin({ type: 'username', username, countryDialingCode: '' });
        markRememberedDevice(value.userName);
      } else {
        forgetRememberedLogin('username');
        forgetRememberedDevice();
      }
      await completeSignIn(value);
      onSignedIn();
      if (value.firstTimeLogin) showAccountOverlay('firstLogin');
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return { form, captcha, captchaShown, wait, refreshCaptcha, remember, setRemember, busy, submit };
}
