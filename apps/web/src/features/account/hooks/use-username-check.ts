import type { FieldMessage } from '@app/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { useUsernameAvailability } from '../api/check-username';
import type { RegisterConfig } from '../api/get-register-config';
import { checkRegisterField, cleanValue, type RegisterFormField } from '../lib/register-fields';
import type { useFormFields } from './use-form-fields';

/** "username already exists" (R-ERR-20), or the server's refusal of the name, for the name asked about. */
function availabilityMessage(answer: {
  data?: { available: boolean };
  error: unknown;
}): FieldMessage | undefined {
  if (answer.data?.available === false) return { key: 'err_username_exists' };
  return answer.error instanceof ApiError ? { key: answer.error.messageKey } : undefined;
}

/**
 * The username field of the registration, asked about once it leaves the field in a valid format
 * (R-REG-15); `verdict` is the server's answer for the name as typed now.
 */
export function useUsernameCheck(
  form: ReturnType<typeof useFormFields<RegisterFormField>>,
  config: RegisterConfig,
) {
  const [nameToCheck, setNameToCheck] = useState('');
  const availability = useUsernameAvailability(nameToCheck);
  const typedName = cleanValue('username', form.values.username);
  const verdict =
    typedName.toLowerCase() === nameToCheck.toLowerCase() ? availabilityMessage(availability) : undefined;
  const bound = form.bind('username');
  const field = {
    ...bound,
    message: bound.message ?? verdict,
    onBlur() {
      bound.onBlur();
      if (typedName && !checkRegisterField('username', form.values, config)) setNameToCheck(typedName);
    },
  };
  return { field, verdict };
}
