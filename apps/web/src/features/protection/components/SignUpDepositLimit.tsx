import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';

/** Daily deposit limits a new player may pick while registering; any other is set on the RG page. */
const SIGN_UP_CHOICES = [500, 1_000, 2_000, 5_000, 10_000] as const;

/**
 * The daily deposit limit offered during registration (issue 16): optional, no limit by default,
 * saved right after the account is made and in force at once, as any lowered limit is.
 */
export function SignUpDepositLimit({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-field" data-testid="field-depositLimit">
      <label htmlFor={id} className="form-label">
        {t('register_deposit_limit')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        aria-describedby={`${id}-hint`}
        data-testid="register-deposit-limit"
      >
        <option value="">{t('register_deposit_limit_none')}</option>
        {SIGN_UP_CHOICES.map((pesos) => (
          <option key={pesos} value={pesos}>
            {t('register_deposit_limit_daily', { amount: formatMoney(pesos) })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="form-hint">
        {t('register_deposit_limit_hint')}
      </p>
    </div>
  );
}
