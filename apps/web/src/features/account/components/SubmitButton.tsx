import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

/** The form's main button: disabled with a spinner while its request is in flight (R-AUTH-20). */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  testId,
}: {
  busy: boolean;
  /** What the button says while busy ("Logging in…"), instead of its label. */
  busyLabel?: string;
  disabled?: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block btn-large"
      disabled={busy || disabled}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
