import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { useMemberInfo } from '../account';
import { useBankCards } from './api/get-bank-cards';
import { useWithdrawInfo } from './api/get-withdraw-info';
import { useHasPaymentPassword } from './api/has-payment-password';
import { AddCardSheet } from './components/AddCardSheet';
import { BankCardPicker } from './components/BankCardPicker';
import { type PaymentSheet, PaymentSheets } from './components/PaymentSheets';
import { QueryState } from './components/QueryState';
import { RealAccountOnly } from './components/RealAccountOnly';
import { WithdrawForm } from './components/WithdrawForm';
import { WithdrawRecords } from './components/WithdrawRecords';
import { WithdrawSummary } from './components/WithdrawSummary';
import './cashier.css';

type Tab = 'withdraw' | 'records';

/**
 * /m/withdraw (R-WALLET-12 … 17): the payment password first if none is set, the payout accounts,
 * the request within the withdrawable balance, and the records. Real accounts only (R-WALLET-16).
 */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [tab, setTab] = useState<Tab>('withdraw');
  const [sheet, setSheet] = useState<PaymentSheet | 'card' | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const hasPassword = useHasPaymentPassword(!isTrial);
  const info = useWithdrawInfo(!isTrial);
  const cards = useBankCards(!isTrial);
  const member = useMemberInfo(!isTrial);
  if (isTrial) return <RealAccountOnly />;
  const cardId = picked ?? cards.data?.[0]?.id ?? null;
  return (
    <div className="cashier" data-testid="withdraw">
      <div className="cashier-tabs" role="tablist">
        {(['withdraw', 'records'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="cashier-tab"
            onClick={() => setTab(name)}
            data-testid={`cashier-tab-${name}`}
          >
            {t(name === 'withdraw' ? 'cashier_tab_withdraw' : 'cashier_withdraw_records')}
          </button>
        ))}
      </div>
      {tab === 'records' ? (
        <WithdrawRecords />
      ) : (
        <QueryState query={hasPassword}>
          {(isSet) =>
            !isSet ? (
              <section className="cashier-card" data-testid="payment-password-needed">
                <p>{t('cashier_set_payment_password')}</p>
                <button
                  type="button"
                  className="btn btn-primary btn-block"
                  onClick={() => setSheet('set')}
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
                          onAdd={() => setSheet('card')}
                        />
                      )}
                    </QueryState>
                    <WithdrawForm info={figures} cardId={cardId} onForgot={() => setSheet('reset')} />
                  </>
                )}
              </QueryState>
            )
          }
        </QueryState>
      )}
      {sheet === 'card' ? (
        <AddCardSheet payeeName={member.data?.payeeName ?? null} onClose={() => setSheet(null)} />
      ) : (
        <PaymentSheets sheet={sheet} isSet={hasPassword.data ?? false} onOpen={setSheet} />
      )}
    </div>
  );
}
