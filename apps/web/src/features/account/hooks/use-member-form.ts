import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { useFormFields } from './use-form-fields';

interface Options<F extends string> {
  fields: readonly F[];
  initialValues: Record<F, string>;
  check: Parameters<typeof useFormFields<F>>[0]['check'];
  save(values: Record<F, string>): Promise<unknown>;
  onSaved(): void;
  /** A refusal about something that is not a field here (e.g. `answers`) goes to this one. */
  fallbackField?: F;
}

/**
 * A member-centre form: checks every field, sends once, shows the server's refusal under its field
 * (R-VAL-24) or as a notice, and after a save says so and reloads what the member centre shows.
 */
export function useMemberForm<F extends string>({
  fields,
  initialValues,
  check,
  save,
  onSaved,
  fallbackField,
}: Options<F>) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useFormFields<F>({ initialValues, check });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.validate(fields);
    if (invalid) return form.focus(invalid);
    setBusy(true);
    try {
      await save(form.values);
      notify('member_saved', { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: MEMBER_SCOPE });
      onSaved();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('UNKNOWN', 'err_unknown', 0);
      const blamed = failure.field?.split('.')[0];
      const field = fields.find((f) => f === blamed) ?? (blamed && fallbackField) ?? undefined;
      if (field) {
        form.setMessage(field, { key: failure.messageKey });
        form.focus(field);
      } else notify(failure.messageKey, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { form, busy, submit };
}
