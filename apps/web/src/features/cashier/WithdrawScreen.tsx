import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { roleOf, useSession } from '../../shared/stores/session';
import { useMemberInfo } from '../account';
import { useHasPaymentPassword } from './api/has-payment-password';
import { AddCardSheet } from './components/AddCardSheet';
import { type PaymentSheet, PaymentSheets } from './components/PaymentSheets';
import { RealAccountOnly } from './components/RealAccountOnly';
import { WithdrawRecords } from './components/WithdrawRecords';
import { WithdrawTab } from './components/WithdrawTab';
import './cashier.css';

type Tab = 'withdraw' | 'records';

/**
 * /m/withdraw (R-WALLET-12 … 17): the request within the withdrawable balance, the payout accounts
 * and the payment password, and the records. Real accounts only (R-WALLET-16).
 */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [tab, setTab] = useState<Tab>('withdraw');
  const [sheet, setSheet] = useState<PaymentSheet | 'card' | null>(null);
  const member = useMemberInfo(!isTrial);
  const hasPassword = useHasPaymentPassword(!isTrial);
  if (isTrial) return <RealAccountOnly />;
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
      {tab === 'records' ? <WithdrawRecords /> : <WithdrawTab onSheet={setSheet} />}
      {sheet === 'card' ? (
        <AddCardSheet payeeName={member.data?.payeeName ?? null} onClose={() => setSheet(null)} />
      ) : (
        <PaymentSheets sheet={sheet} isSet={hasPassword.data ?? false} onOpen={setSheet} />
      )}
    </div>
  );
}
