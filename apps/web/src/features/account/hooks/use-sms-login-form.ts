import { checkField, normalizeMobile } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { useUi } from '../../../shared/stores/ui';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import {
  forgetRememberedDevice,
  forgetRememberedLogin,
  markRememberedDevice,
  readRememberedLogin,
  rememberLogin,
} from '../lib/remembered-login';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useDialingCode } from './use-dialing-code';
import { useFormFields } from './use-form-fields';
import { usePhoneVerification } from './use-phone-verification';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';
import { useSmsCode } from './use-sms-code';

type SmsLoginField = 'mobileNum' | 'verificationCode';
const FIELDS: readonly SmsLoginField[] = ['mobileNum', 'verificationCode'];

/** The login rules of SMS mode (R-VAL-07): `loginMobileNum` and `verificationCode`. */
const check = (field: SmsLoginField, values: Record<SmsLoginField, string>) =>
  field === 'mobileNum'
    ? checkField('loginMobileNum', values.mobileNum)
    : checkField('verificationCode', values.verificationCode);

/**
 * SMS login (R-AUTH-04, R-AUTH-12, R-AUTH-35 … R-AUTH-37): the number with its dialling code, a code
 * sent under the `sms` challenge, and the remembered number of this mode (R-AUTH-27).
 */
export function useSmsLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const [remembered] = useState(() => readRememberedLogin('sms'));
  const [remember, setRemember] = useState(remembered !== null);
  const [busy, setBusy] = useState(false);
  const form = useFormFields<SmsLoginField>({
    initialValues: { mobileNum: remembered?.username ?? '', verificationCode: '' },
    check,
  });
  const mobile = useDialingCode(true, remembered?.countryDialingCode);
  const sms = useSmsCode();
  const phone = usePhoneVerification();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const showAccountOverlay = useUi((s) => s.showAccountOverlay);

  useRevalidateOnLanguageChange(() => form.validate(FIELDS.filter((field) => form.values[field] !== '')));

  const number = () => ({
    mobileNum: normalizeMobile(form.values.mobileNum),
    countryDialingCode: mobile.dialingCode,
  });

  const blame = (failure: ApiError) => {
    const field = FIELDS.find((f) => f === failure.field);
    if (!field) return false;
    form.setMessage(field, { key: failure.messageKey });
    form.focus(field);
    return true;
  };

  /** The number is checked first; nothing is sent while it is wrong (R-VAL-12). */
  const sendCode = async () => {
    if (sms.state !== 'idle') return;
    if (form.validate(['mobileNum'])) return form.focus('mobileNum');
    if (phone.enabled) {
      if (await sms.sendThroughFirebase(() => phone.send(number()))) form.focus('verificationCode');
      return;
    }
    const failure = await sms.send((altcha) => sendLoginCode(number(), altcha));
    if (failure) blame(failure);
    else form.focus('verificationCode');
  };

  /** The code itself, or on the Firebase path the ID token Firebase gives for it (R-API-21). */
  const proof = async () => {
    const code = form.values.verificationCode;
    if (!phone.enabled) return { ...number(), verificationCode: code };
    const firebaseIdToken = await phone.confirm(code);
    if (!firebaseIdToken)
      throw new ApiError('VERIFICATION_CODE_ERROR', 'err_verification_code', 400, {
        field: 'verificationCode',
      });
    const { mobileNum, countryDialingCode } = number();
    return {
      firebaseChannel: 'sms' as const,
      firebaseIdToken,
      firebaseMobileNo: mobileNum,
      countryDialingCode,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.validate(FIELDS);
    if (invalid) return form.focus(invalid);
    setBusy(true);
    try {
      const value = await login.mutateAsync({ ...(await proof()), remember });
      if (remember) {
        rememberLogin({
          type: 'sms',
          username: form.values.mobileNum.trim(),
          countryDialingCode: mobile.dialingCode,
        });
        markRememberedDevice(value.userName);
      } else {
        forgetRememberedLogin('sms');
        forgetRememberedDevice();
      }
      await completeSignIn(value);
      onSignedIn();
      if (value.firstTimeLogin) showAccountOverlay('firstLogin');
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      if (!blame(failure)) notify(failure.messageKey, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return { form, mobile, sms, phoneAnchor: phone.anchor, sendCode, remember, setRemember, busy, submit };
}
