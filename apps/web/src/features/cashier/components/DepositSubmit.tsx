import type { ReactNode } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import type { ApiError } from '../../../shared/lib/api-client';
import { SubmitButton } from '../../account';
import * as styles from '../cashier.module.css';

/**
 * A deposit form's button. Once the order is made but its bonus refused (R-API-95), why, and the
 * way on without the bonus take its place, so that no second order is made.
 */
export function DepositSubmit({
  request,
  withoutKey,
  testId,
  children,
}: {
  request: { busy: boolean; refused: { error: ApiError } | null; continueWithout(): void };
  withoutKey: MessageKey;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!request.refused)
    return (
      <SubmitButton busy={request.busy} testId={testId}>
        {children}
      </SubmitButton>
    );
  return (
    <div className={styles.bonusRefused} data-testid="bonus-refused">
      <p className={styles.cashierFormError} role="alert" data-testid="bonus-refused-reason">
        {t(request.refused.error.messageKey)}
      </p>
      <p className={styles.cashierHint}>{t('bonus_refused_note')}</p>
      <button
        type="button"
        className="btn btn-primary btn-block btn-large"
        onClick={request.continueWithout}
        data-testid="bonus-continue-without"
      >
        {t(withoutKey)}
      </button>
    </div>
  );
}
