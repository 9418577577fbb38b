import { LIMITS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import type { useDialingCode } from '../hooks/use-dialing-code';
import type { BoundField } from '../hooks/use-form-fields';
import { DialingCodeSelect } from './DialingCodeSelect';
import { TextField } from './TextField';

/** A mobile number, at most 20 digits (R-VAL-11), after its country dialling code (R-AUTH-04, R-AUTH-05). */
export function MobileField({
  field,
  mobile,
  required,
}: {
  field: BoundField;
  mobile: ReturnType<typeof useDialingCode>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      label={t('field_mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LIMITS.mobileMaxLength}
      placeholder={t('field_mobile_placeholder')}
      digitsOnly
      required={required}
      leading={
        <DialingCodeSelect
          countries={mobile.countries}
          value={mobile.dialingCode}
          onChange={mobile.setDialingCode}
        />
      }
    />
  );
}
