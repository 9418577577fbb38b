import { checkField } from '@app/contracts';
import type { MessageKey } from '../../../i18n';
import { useTranslation } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import * as styles from '../account.module.css';
import { type ProfileField, setProfileField } from '../api/set-profile-field';
import { useMemberForm } from '../hooks/use-member-form';
import { REGISTER_INPUTS } from '../lib/register-fields';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const TITLES: Record<ProfileField, MessageKey> = {
  nickname: 'member_set_nickname',
  email: 'member_set_email',
  payeeName: 'member_set_payee_name',
};

/**
 * Sets the nickname, the email or the payee name (R-AUTH-51), checked by the same rule as at
 * registration. Email and payee name are set once; a change goes through customer service.
 */
export function ProfileFieldSheet({
  field,
  value,
  onClose,
}: {
  field: ProfileField;
  value: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const spec = REGISTER_INPUTS[field];
  const { form, busy, submit } = useMemberForm<ProfileField>({
    fields: [field],
    initialValues: { nickname: '', email: '', payeeName: '', [field]: value },
    check: (f, values) => checkField(f, values[f].trim()),
    save: (values) => setProfileField(field, values[field].trim()),
    onSaved: onClose,
  });
  return (
    <Sheet title={t(TITLES[field])} onClose={onClose} testId="profile-sheet">
      <form className={styles.accountForm} onSubmit={submit} noValidate>
        <TextField
          field={form.bind(field)}
          label={t(spec.labelKey)}
          type={spec.type}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          hint={field === 'nickname' ? undefined : t('member_set_once')}
          required
        />
        <SubmitButton busy={busy} testId="profile-save">
          {t('member_save')}
        </SubmitButton>
      </form>
    </Sheet>
  );
}
