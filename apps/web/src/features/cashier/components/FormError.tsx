import { useTranslation } from '../../../i18n';
import type { ApiError } from '../../../shared/lib/api-client';
import * as styles from '../cashier.module.css';

/** A refusal that belongs to no single field, said where the player is looking. */
export function FormError({ error, fields }: { error: ApiError | null; fields: readonly string[] }) {
  const { t } = useTranslation();
  if (!error || (error.field && fields.includes(error.field))) return null;
  return (
    <p className={styles.cashierFormError} role="alert" data-testid="cashier-form-error">
      {t(error.messageKey)}
    </p>
  );
}

/** The message of a refusal that blames `field`, if it does. */
export const fieldError = (error: ApiError | null, field: string) =>
  error?.field === field ? error.messageKey : null;
