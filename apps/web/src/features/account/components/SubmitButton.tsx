import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { useLoadingCap } from '../../../shared/hooks/use-loading-cap';

/**
 * The form's main button: disabled while its request is in flight (R-AUTH-20), with a spinner for
 * at most the safety cap (R-CONST-08).
 */
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
  const spinning = useLoadingCap(busy);
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block btn-large"
      disabled={busy || disabled}
      aria-busy={busy}
      data-testid={testId}
    >
      {spinning && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
      {spinning && busyLabel ? busyLabel : children}
    </button>
  );
}
