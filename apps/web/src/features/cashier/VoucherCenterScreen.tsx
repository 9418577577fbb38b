import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { useMobileTemplate } from '../../shared/api/get-template';
import { roleOf, useSession } from '../../shared/stores/session';
import { QueryState } from '../../shared/ui/QueryState';
import { RealAccountOnly } from '../../shared/ui/RealAccountOnly';
import { useDepositMethods } from './api/get-deposit-methods';
import { useDepositPromos } from './api/get-deposit-promos';
import * as styles from './cashier.module.css';
import { CashierTabs } from './components/CashierTabs';
import { DepositMethods } from './components/DepositMethods';
import { DepositPromos } from './components/DepositPromos';
import { DepositRecords } from './components/DepositRecords';
import { DepositResult } from './components/DepositResult';
import { GatewayDepositForm } from './components/GatewayDepositForm';
import { ManualDepositForm } from './components/ManualDepositForm';
import { useDepositChoice } from './hooks/use-deposit-choice';
import { usePromoChoice } from './hooks/use-promo-choice';

const TABS = [
  { name: 'deposit', labelKey: 'cashier_tab_deposit' },
  { name: 'records', labelKey: 'cashier_deposit_records' },
] as const;
type Tab = (typeof TABS)[number]['name'];

/**
 * /m/voucherCenter (R-WALLET-05 … 11, R-PROMO-14): the deposit methods, the deposit promotions or the
 * bonus running, and the form; the order a gateway returned to, and the deposit records. Real
 * accounts only (R-ROLE-09, R-ERR-31).
 */
export default function VoucherCenterScreen() {
  const { t } = useTranslation();
  const isTrial = roleOf(useSession((s) => s.session)) === 'trial';
  const [params, setParams] = useSearchParams();
  const returnedOrder = params.get('orderId');
  const [tab, setTab] = useState<Tab>('deposit');
  const [sentManual, setSentManual] = useState(false);
  const methods = useDepositMethods(!isTrial);
  const { chosen, choose } = useDepositChoice(methods.data);
  // Asked when the deposit form shows: back from the gateway, its bonus has moved on meanwhile.
  const promos = useDepositPromos(!isTrial && !returnedOrder);
  const promo = usePromoChoice(promos.data);
  const layout = useMobileTemplate()?.dep_func === 1 ? 'tiles' : 'rows';
  if (isTrial) return <RealAccountOnly />;
  const bankAccount = methods.data?.find((v) => v.vendor === 'BANK')?.account;
  return (
    <div className={styles.cashier} data-testid="voucher-center">
      <CashierTabs tabs={TABS} current={tab} onChange={setTab} />
      {tab === 'records' ? (
        <DepositRecords />
      ) : returnedOrder ? (
        <DepositResult orderId={returnedOrder} onDone={() => setParams({}, { replace: true })} />
      ) : sentManual ? (
        <section className={styles.cashierCard} data-testid="manual-sent" aria-live="polite">
          <p className={styles.depositStatus}>{t('cashier_manual_sent')}</p>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => setTab('records')}
            data-testid="manual-sent-records"
          >
            {t('cashier_deposit_records')}
          </button>
        </section>
      ) : (
        <QueryState query={methods}>
          {(vendors) =>
            vendors.length === 0 ? (
              <p className="empty-state" data-testid="deposit-none">
                {t('cashier_no_methods')} <Link to="/help">{t('cashier_contact_support')}</Link>
              </p>
            ) : (
              <>
                <DepositMethods vendors={vendors} chosen={chosen} onChoose={choose} layout={layout} />
                <DepositPromos
                  query={promos}
                  chosen={promo.chosen?.promoId ?? null}
                  onChoose={promo.choose}
                />
                {chosen?.method.method === 'manual' && bankAccount ? (
                  <ManualDepositForm
                    key="manual"
                    account={bankAccount}
                    min={chosen.method.minAmount}
                    max={chosen.method.maxAmount}
                    promo={promo.chosen}
                    onSent={() => setSentManual(true)}
                  />
                ) : chosen && chosen.method.method !== 'manual' ? (
                  <GatewayDepositForm
                    key={chosen.method.method}
                    method={chosen.method.method}
                    min={chosen.method.minAmount}
                    max={chosen.method.maxAmount}
                    promo={promo.chosen}
                  />
                ) : null}
              </>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
