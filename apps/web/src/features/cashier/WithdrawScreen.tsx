import { useState } from 'react';
import { roleOf, useSession } from '../../shared/stores/session';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useMemberInfo } from '../account';
import { useHasPaymentPassword } from './api/has-payment-password';
import * as styles from './cashier.module.css';
import { AddCardSheet } from './components/AddCardSheet';
import { CashierTabs } from './components/CashierTabs';
import { type PaymentSheet, PaymentSheets } from './components/PaymentSheets';
import { WithdrawRecords } from './components/WithdrawRecords';
import { WithdrawTab } from './components/WithdrawTab';

const TABS = [
  { name: 'withdraw', labelKey: 'cashier_tab_withdraw' },
  { name: 'records', labelKey: 'cashier_withdraw_records' },
] as const;
type Tab = (typeof TABS)[number]['name'];

/**
 * /m/withdraw (R-WALLET-12 … 17): the request within the withdrawable balance, the payout accounts
 * and the payment password, and the records. Real accounts only (R-WALLET-16).
 */
export default function WithdrawScreen() {
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [tab, setTab] = useState<Tab>('withdraw');
  const [sheet, setSheet] = useState<PaymentSheet | 'card' | null>(null);
  const member = useMemberInfo(!isTrial);
  const hasPassword = useHasPaymentPassword(!isTrial);
  if (isTrial) return <RealAccountOnly />;
  return (
    <div className={styles.cashier} data-testid="withdraw">
      <CashierTabs tabs={TABS} current={tab} onChange={setTab} />
      {tab === 'records' ? <WithdrawRecords /> : <WithdrawTab onSheet={setSheet} />}
      {sheet === 'card' ? (
        <AddCardSheet payeeName={member.data?.payeeName ?? null} onClose={() => setSheet(null)} />
      ) : (
        <PaymentSheets sheet={sheet} isSet={hasPassword.data ?? false} onOpen={setSheet} />
      )}
    </div>
  );
}
