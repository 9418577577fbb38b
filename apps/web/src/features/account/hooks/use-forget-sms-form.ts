import { checkField, checkPasswordConfirmation, type FieldMessage, normalizeMobile } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { resetPasswordBySms } from '../api/reset-password-by-sms';
import { sendResetCode } from '../api/send-reset-code';
import { useDialingCode } from './use-dialing-code';
import { useFormFields } from './use-form-fields';
import { useSmsCode } from './use-sms-code';

export type ForgetSmsField =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';
const SEND_FIELDS: readonly ForgetSmsField[] = ['username', 'mobileNum'];
const ALL_FIELDS: readonly ForgetSmsField[] = [
  ...SEND_FIELDS,
  'verificationCode',
  'newPassword',
  'confirmNewPassword',
];

export function checkForgetSmsField(
  field: ForgetSmsField,
  values: Record<ForgetSmsField, string>,
): FieldMessage | null {
  if (field === 'username') return checkField('loginUsername', values.username.trim());
  if (field === 'mobileNum') return checkField('loginMobileNum', values.mobileNum);
  if (field === 'verificationCode') return checkField('verificationCode', values.verificationCode);
  if (field === 'newPassword') return checkField('password', values.newPassword);
  return checkPasswordConfirmation(values.newPassword, values.confirmNewPassword);
}

/**
 * Find by SMS on /m/forget (R-AUTH-42, R-AUTH-43): the name and its number get a code under the
 * login's challenge, leading-zero and countdown rules; the code then sets a new password, and the
 * player goes to /m/login.
 */
export function useForgetSmsForm() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useFormFields<ForgetSmsField>({
    initialValues: {
      username: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    check: checkForgetSmsField,
  });
  const mobile = useDialingCode(true);
  const sms = useSmsCode();

  const number = () => ({
    mobileNum: normalizeMobile(form.values.mobileNum),
    countryDialingCode: mobile.dialingCode,
  });

  const blame = (failure: ApiError) => {
    const field = ALL_FIELDS.find((f) => f === failure.field);
    if (field) {
      form.setMessage(field, { key: failure.messageKey });
      form.focus(field);
    } else notify(failure.messageKey, { tone: 'error' });
  };

  const sendCode = async () => {
    if (sms.state !== 'idle') return;
    const invalid = form.validate(SEND_FIELDS);
    if (invalid) return form.focus(invalid);
    const failure = await sms.send((altcha) => sendResetCode(form.values.username.trim(), number(), altcha));
    if (failure) {
      const field = SEND_FIELDS.find((f) => f === failure.field);
      if (field) form.setMessage(field, { key: failure.messageKey });
    } else form.focus('verificationCode');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.validate(ALL_FIELDS);
    if (invalid) return form.focus(invalid);
    setBusy(true);
    try {
      await resetPasswordBySms({
        username: form.values.username.trim(),
        ...number(),
        verificationCode: form.values.verificationCode,
        newPassword: form.values.newPassword,
        confirmNewPassword: form.values.confirmNewPassword,
      });
      notify('forget_reset_done', { tone: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      blame(error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0));
    } finally {
      setBusy(false);
    }
  };

  return { form, mobile, sms, sendCode, busy, submit };
}
