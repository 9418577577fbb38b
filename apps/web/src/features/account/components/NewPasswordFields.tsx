import { useTranslation } from '../../../i18n';
import type { BoundField } from '../hooks/use-form-fields';
import { TextField } from './TextField';

/** A new password and its confirmation, as at registration (R-VAL-02, S-01). */
export function NewPasswordFields({ password, confirm }: { password: BoundField; confirm: BoundField }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field={password}
        label={t('field_new_password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t('password_hint')}
      />
      <TextField
        field={confirm}
        label={t('field_confirm_new_password')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
