import {
  checkField,
  checkNewPassword,
  checkPasswordConfirmation,
  type FieldMessage,
  TIMING,
} from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { dismissNotice, notify, notifyLoading } from '../../../shared/stores/notices';
import { useChangePassword } from '../api/change-password';
import { useFormFields } from './use-form-fields';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language-change';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** The loading notice lasts at most 10 s; success shows for 1 s, then home (R-AUTH-47, R-AUTH-48). */
const LOADING_MS = 10_000;
const SUCCESS_MS = 1_000;

/**
 * R-VAL-14 … R-VAL-16: the old password by the login rule, the new one by the password rule and
 * different from the old, the confirmation given and equal to the new one.
 */
export function checkPasswordField(
  field: PasswordField,
  values: Record<PasswordField, string>,
): FieldMessage | null {
  if (field === 'oldPassword') return checkField('loginPassword', values.oldPassword);
  if (field === 'newPassword') return checkNewPassword(values.oldPassword, values.newPassword);
  return checkPasswordConfirmation(values.newPassword, values.confirmNewPassword);
}

/**
 * /m/changePsw. The old password is always asked for: no password is ever kept on the device to
 * skip it (H-7), so R-AUTH-48's "stored password" and "remembered password" have nothing to update.
 */
export function useChangePasswordForm() {
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useFormFields<PasswordField>({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    check: checkPasswordField,
  });
  useRevalidateOnLanguageChange(() => form.validate(FIELDS.filter((field) => form.values[field] !== '')));

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/home', { replace: true }), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changePassword.isPending || done) return;
    const invalid = form.validate(FIELDS);
    if (invalid) return form.focus(invalid);
    const loading = notifyLoading('password_changing', LOADING_MS);
    try {
      await changePassword.mutateAsync(form.values);
      dismissNotice(loading);
      notify('password_changed', { tone: 'success', durationMs: SUCCESS_MS });
      setDone(true);
    } catch (error) {
      dismissNotice(loading);
      // The server's message, for 1.5 s, and under its field when it names one (R-AUTH-49, R-ERR-10, H-9).
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      notify(failure.messageKey, { tone: 'error', durationMs: TIMING.noticeMs });
      const field = FIELDS.find((f) => f === failure.field);
      if (field) {
        form.setMessage(field, { key: failure.messageKey });
        form.focus(field);
      }
    }
  };

  return { form, busy: changePassword.isPending || done, submit };
}
