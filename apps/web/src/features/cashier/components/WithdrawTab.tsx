import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../shared/ui/QueryState';
import { useBankCards } from '../api/get-bank-cards';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useHasPaymentPassword } from '../api/has-payment-password';
import * as styles from '../cashier.module.css';
import { BankCardPicker } from './BankCardPicker';
import type { PaymentSheet } from './PaymentSheets';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawSummary } from './WithdrawSummary';

/**
 * The withdraw tab: the payment password first when none is set (R-WALLET-13), then what can be
 * withdrawn, the payout accounts and the request. Its figures are asked again each time it opens.
 */
export function WithdrawTab({ onSheet }: { onSheet(sheet: PaymentSheet | 'card'): void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const hasPassword = useHasPaymentPassword();
  const info = useWithdrawInfo();
  const cards = useBankCards();
  const cardId = picked ?? cards.data?.[0]?.id ?? null;
  return (
    <QueryState query={hasPassword}>
      {(isSet) =>
        !isSet ? (
          <section className={styles.cashierCard} data-testid="payment-password-needed">
            <p>{t('cashier_set_payment_password')}</p>
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => onSheet('set')}
              data-testid="payment-password-set"
            >
              {t('member_payment_set')}
            </button>
          </section>
        ) : (
          <QueryState query={info}>
            {(figures) => (
              <>
                <WithdrawSummary info={figures} />
                <QueryState query={cards}>
                  {(list) => (
                    <BankCardPicker
                      cards={list}
                      chosen={cardId}
                      onChoose={setPicked}
                      onAdd={() => onSheet('card')}
                    />
                  )}
                </QueryState>
                <WithdrawForm info={figures} cardId={cardId} onForgot={() => onSheet('reset')} />
              </>
            )}
          </QueryState>
        )
      }
    </QueryState>
  );
}
