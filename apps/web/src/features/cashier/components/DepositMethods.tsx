import { type DepositVendor, WALLET_DEPOSIT_METHODS } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import * as styles from '../cashier.module.css';
import { MethodIcon } from './MethodIcon';

/** A vendor's heading: the bank, the cross-border e-wallets (Alipay, QQ, WeChat) or online payment. */
function vendorKey(vendor: DepositVendor) {
  if (vendor.vendor === 'BANK') return 'cashier_vendor_bank' as const;
  const wallets = vendor.methods.every((m) =>
    (WALLET_DEPOSIT_METHODS as readonly string[]).includes(m.method),
  );
  return wallets ? ('cashier_vendor_wallets' as const) : ('cashier_vendor_gateway' as const);
}

export type DepositChoice = { vendor: string; method: DepositVendor['methods'][number] };

/**
 * The vendors under their headings, in order of first appearance: two gateways of one kind (Stripe's
 * and QQ Wallet's e-wallets) share one heading, so each region's name is unique.
 */
function byHeading(vendors: DepositVendor[]) {
  const groups = new Map<ReturnType<typeof vendorKey>, DepositVendor[]>();
  for (const vendor of vendors) {
    const key = vendorKey(vendor);
    groups.set(key, [...(groups.get(key) ?? []), vendor]);
  }
  return [...groups];
}

/**
 * The deposit methods grouped by vendor, each with its limits (R-WALLET-07): tiles in the new layout
 * (`dep_func` 1), rows in the base one; both offer the same methods (R-WALLET-06).
 */
export function DepositMethods({
  vendors,
  chosen,
  onChoose,
  layout,
}: {
  vendors: DepositVendor[];
  chosen: DepositChoice | null;
  onChoose(choice: DepositChoice): void;
  layout: 'tiles' | 'rows';
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.depositVendors} data-testid="deposit-methods" data-layout={layout}>
      {byHeading(vendors).map(([heading, group]) => (
        <section key={heading} className={styles.depositVendor} aria-label={t(heading)}>
          <h2 className={styles.cashierSubtitle}>{t(heading)}</h2>
          {group.map((vendor) => (
            <div
              key={vendor.vendor}
              className={styles.depositMethodList}
              data-testid={`deposit-vendor-${vendor.vendor}`}
            >
              {vendor.methods.map((method) => {
                const selected = chosen?.vendor === vendor.vendor && chosen.method.method === method.method;
                return (
                  <button
                    key={method.method}
                    type="button"
                    aria-pressed={selected}
                    className={
                      selected ? `${styles.depositMethod} ${styles.isSelected}` : styles.depositMethod
                    }
                    onClick={() => onChoose({ vendor: vendor.vendor, method })}
                    data-testid={`deposit-method-${method.method}`}
                  >
                    <MethodIcon method={method.method} />
                    <strong className={styles.depositMethodName}>
                      {t(`cashier_method_${method.method}`)}
                    </strong>
                    <span>
                      {formatMoney(method.minAmount)} – {formatMoney(method.maxAmount)}
                    </span>
                  </button>
                );
              })}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
