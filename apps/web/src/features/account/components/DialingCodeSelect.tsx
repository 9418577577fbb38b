import type { Country } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from '../account.module.css';

/** The country dialling code in front of a mobile number, with each country's flag (R-AUTH-05). */
export function DialingCodeSelect({
  countries,
  value,
  onChange,
}: {
  countries: readonly Country[];
  value: string;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  const options = countries.some((c) => c.dialingCode === value)
    ? countries
    : [{ iso: '', name: '', dialingCode: value, flag: '' }, ...countries];
  return (
    <select
      className={styles.dialingCode}
      aria-label={t('field_dialing_code')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid="dialing-code"
    >
      {options.map((country) => (
        <option key={`${country.iso}-${country.dialingCode}`} value={country.dialingCode}>
          {country.flag} +{country.dialingCode}
        </option>
      ))}
    </select>
  );
}
