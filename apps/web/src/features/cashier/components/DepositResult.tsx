import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { QueryState } from '../../../shared/ui/QueryState';
import { useDepositOrder } from '../api/get-deposit-order';
import * as styles from '../cashier.module.css';

/** The order the gateway's page returned to, as it really stands; asked again while pending. */
export function DepositResult({ orderId, onDone }: { orderId: string; onDone(): void }) {
  const { t } = useTranslation();
  const order = useDepositOrder(orderId);
  return (
    <section className={styles.cashierCard} data-testid="deposit-result" aria-live="polite">
      <QueryState query={order}>
        {(o) => (
          <>
            <p className={styles.depositStatus} data-testid="deposit-result-status" data-status={o.status}>
              {t(`cashier_status_${o.status}`)}
            </p>
            <p className={styles.cashierBig}>{formatMoney(o.paidAmount ?? o.amount)}</p>
            <p className={styles.cashierHint}>
              {t(
                o.status === 'pending'
                  ? 'cashier_result_pending'
                  : o.status === 'paid'
                    ? 'cashier_result_paid'
                    : 'cashier_result_failed',
              )}
            </p>
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={onDone}
              data-testid="deposit-result-done"
            >
              {t('cashier_new_deposit')}
            </button>
          </>
        )}
      </QueryState>
    </section>
  );
}
