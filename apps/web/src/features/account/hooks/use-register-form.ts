import { normalizeMobile, REGISTER_FIELDS, type RegisterBody } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type MessageKey, useTranslation } from '../../../i18n';
import { useConsolidatedSettings } from '../../../shared/api/get-consolidated-settings';
import { ApiError } from '../../../shared/lib/api-client';
import { registerMethod } from '../../../shared/lib/platform';
import { notify } from '../../../shared/stores/notices';
import { checkAffiliate } from '../../agent';
import { useResumePendingGame } from '../../games';
import { birthDateMessage, dateOrderOf, parseBirthDate, setLimit } from '../../protection';
import type { RegisterConfig } from '../api/get-register-config';
import { register } from '../api/register';
import { registerMobile } from '../api/register-mobile';
import { sendRegisterCode } from '../api/send-register-code';
import { clearAffiliateCode, takeAffiliateCode } from '../lib/affiliate-code';
import type { ProviderChannel } from '../lib/identity-client';
import { buildRegisterBody } from '../lib/register-body';
import {
  checkRegisterField,
  type MobileMethod,
  mobileRegisterConfig,
  type RegisterFormField,
  type RegisterValues,
  visibleMobileRegisterFields,
  visibleRegisterFields,
} from '../lib/register-fields';
import { refuseInvitationCode } from './refuse-invitation-code';
import { useCaptcha } from './use-captcha';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useCredentialSeal } from './use-credential-seal';
import { useDialingCode } from './use-dialing-code';
import { useFormFields } from './use-form-fields';
import { usePhoneVerification } from './use-phone-verification';
import { useProviderSignIn } from './use-provider-sign-in';
import { useSmsCode } from './use-sms-code';
import { useUsernameCheck } from './use-username-check';

/** The number typed on one tab, shown on the other (R-REG-03). */
export interface CarriedMobile {
  mobileNum: string;
  dialingCode: string;
}

interface Options {
  config: RegisterConfig;
  /** The mobile method and its flags, or null for the username method (R-REG-01). */
  mobileMethod: MobileMethod | null;
  carried: CarriedMobile;
  onCarry(mobile: CarriedMobile): void;
}

/** Username or mobile registration (R-REG-04 … R-REG-22), built from the operator's field config. */
export function useRegisterForm({ config: operatorConfig, mobileMethod, carried, onCarry }: Options) {
  const config = mobileMethod ? mobileRegisterConfig(operatorConfig, mobileMethod) : operatorConfig;
  const fields = mobileMethod
    ? visibleMobileRegisterFields(config, mobileMethod)
    : visibleRegisterFields(config);
  const { search } = useLocation();
  const navigate = useNavigate();
  const [initialValues] = useState(() => {
    const empty = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as RegisterValues;
    const affiliateCode = config.affiliateCode?.enabled ? takeAffiliateCode(search) : '';
    return { ...empty, affiliateCode, mobileNum: carried.mobileNum };
  });
  const form = useFormFields<RegisterFormField>({
    initialValues,
    check: (field, values) => checkRegisterField(field, values, config),
  });
  const [agreed, setAgreed] = useState(false);
  const birth = useBirthDate();
  const [depositLimit, setDepositLimit] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaEnabled = fields.includes('captcha');
  const captcha = useCaptcha('register', captchaEnabled);
  const mobile = useDialingCode(fields.includes('mobileNum'), carried.dialingCode);
  const sms = useSmsCode();
  const phone = usePhoneVerification();
  const nativeAppToken = useConsolidatedSettings().data?.nativeAppUserAgentToken;
  const completeSignIn = useCompleteSignIn();
  const sealOf = useCredentialSeal();
  const resumeGame = useResumePendingGame();

  useEffect(() => {
    onCarry({ mobileNum: form.values.mobileNum, dialingCode: mobile.dialingCode });
  }, [form.values.mobileNum, mobile.dialingCode, onCarry]);

  const { field: username, verdict: nameVerdict } = useUsernameCheck(form, config);

  const refreshCaptcha = () => {
    captcha.refresh();
    form.setValue('captcha', '');
  };

  const blame = (failure: ApiError) => {
    if (failure.field === 'birthDate') return birth.refuse(failure.messageKey as MessageKey);
    const field = fields.find((f) => f === failure.field);
    if (field) {
      form.setMessage(field, { key: failure.messageKey });
      form.focus(field);
    }
    return Boolean(field);
  };

  /** The number is checked first, then the code is sent under the `sms` challenge (R-REG-07). */
  const sendCode = async () => {
    if (sms.state !== 'idle') return;
    if (form.validate(['mobileNum'])) return form.focus('mobileNum');
    const number = {
      mobileNum: normalizeMobile(form.values.mobileNum),
      countryDialingCode: mobile.dialingCode,
    };
    if (phone.enabled) {
      if (await sms.sendThroughFirebase(() => phone.send(number))) form.focus('verificationCode');
      return;
    }
    const failure = await sms.send((altcha) => sendRegisterCode(number, altcha));
    if (failure) blame(failure);
    else form.focus('verificationCode');
  };

  const onFailure = (error: unknown) => {
    const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
    // Each captcha answers one attempt: a failed registration needs a new one (R-REG-22).
    if (captchaEnabled) refreshCaptcha();
    if (!refuseInvitation(failure) && !blame(failure)) notify(failure.messageKey, { tone: 'error' });
  };

  const refuseInvitation = (failure: ApiError) => refuseInvitationCode(failure, form);

  /** R-REG-13: a filled code is checked first; a refusal registers nothing and keeps the captcha. */
  const affiliateRefused = async (code: string) => {
    if (!code) return false;
    try {
      await checkAffiliate(code, location.host);
      return false;
    } catch (error) {
      if (error instanceof ApiError && refuseInvitation(error)) return true;
      throw error;
    }
  };

  const bodyOf = (asked: readonly RegisterFormField[]) =>
    buildRegisterBody(
      form.values,
      asked,
      mobile.dialingCode,
      { origin: location.origin, host: location.host, registerMethod: registerMethod(nativeAppToken) },
      birth.iso ?? '',
    );

  const welcome = async () => {
    clearAffiliateCode();
    notify('register_success', { tone: 'success' });
    // The account exists whatever happens to the limit; a refusal is said, and the RG page remains.
    if (depositLimit !== null)
      await setLimit({ kind: 'deposit', period: 'day', value: depositLimit }).catch(() =>
        notify('register_deposit_limit_failed', { tone: 'error' }),
      );
    // The game chosen as a guest opens at once (issue 19); else home.
    if (!resumeGame()) navigate('/home', { replace: true });
  };

  /**
   * Google or Facebook instead of a password (R-REG-11): the same confirmations and date of birth,
   * and the fields the player filled; the provider's user opens the account from then on.
   */
  const provider = useProviderSignIn(
    async (channel, firebaseIdToken) => {
      const asked = fields.filter((field) => form.values[field] !== '');
      return register({ ...bodyOf(asked), firebaseChannel: channel, firebaseIdToken }, await sealOf());
    },
    () => void welcome(),
    onFailure,
  );
  const signUpWith = (channel: ProviderChannel) => {
    if (busy || !agreed || !birth.confirmed || !birth.validate()) return;
    void provider.start(channel);
  };

  /** On the Firebase SMS path the code buys an ID token, sent in its place (R-REG-20). */
  const withVerifiedNumber = async (body: RegisterBody): Promise<RegisterBody> => {
    if (!phone.enabled || !fields.includes('verificationCode')) return body;
    const firebaseIdToken = await phone.confirm(form.values.verificationCode);
    if (!firebaseIdToken)
      throw new ApiError('VERIFICATION_CODE_ERROR', 'err_verification_code', 400, {
        field: 'verificationCode',
      });
    return { ...body, verificationCode: '', firebaseChannel: 'sms', firebaseIdToken };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !agreed || !birth.confirmed) return;
    // Every visible field is checked and the first that fails takes the focus; nothing is sent (R-REG-16).
    const invalid = form.validate(fields) ?? (nameVerdict ? 'username' : null);
    if (invalid) return form.focus(invalid);
    if (!birth.validate()) return;
    setBusy(true);
    try {
      const body = bodyOf(fields);
      if (await affiliateRefused(body.affiliateCode ?? '')) return;
      const seal = await sealOf();
      const value = await (mobileMethod
        ? registerMobile(await withVerifiedNumber(body), seal)
        : register(body, seal));
      await completeSignIn(value);
      await welcome();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    config,
    fields,
    form,
    username,
    captcha,
    refreshCaptcha,
    mobile,
    sms,
    phone,
    sendCode,
    agreed,
    setAgreed,
    birth,
    depositLimit,
    setDepositLimit,
    busy,
    submit,
    providers: { channels: provider.channels, busy: provider.busy, signUpWith },
  };
}

/** The date of birth and the PAGCOR confirmation of the form (H-8): checked here, and by the server. */
function useBirthDate() {
  const { language } = useTranslation();
  const order = dateOrderOf(language);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<MessageKey | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = (value: string) => birthDateMessage(value, order);
  const refuse = (key: MessageKey) => {
    setMessage(key);
    inputRef.current?.focus();
    return true;
  };
  return {
    text,
    message,
    inputRef,
    confirmed,
    setConfirmed,
    iso: parseBirthDate(text, order),
    onChange(value: string) {
      setText(value);
      // Once a message shows, it follows the typing; a complete date is judged at once.
      if (message || value.length === 10) setMessage(check(value));
    },
    onBlur: () => setMessage(check(text)),
    /** True when the date may be sent; otherwise shows why and takes the focus. */
    validate() {
      const problem = check(text);
      if (problem) refuse(problem);
      return !problem;
    },
    refuse,
  };
}
