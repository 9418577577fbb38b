import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney, HIDDEN_BALANCE } from '../../../shared/lib/money';
import { useBalanceHidden, useWallet } from '../../wallet';
import * as styles from '../cashier.module.css';
import { vendorWalletsOf } from '../lib/transfer';
import { TransferSheet, type TransferTarget } from './TransferSheet';

/**
 * The member centre's game wallets (R-WALLET-18, R-GAMES-52): each transfer vendor's wallet by its
 * `accountTypeName` with the balance its vendor reports, and the transfer sheet. Nothing when the
 * operator has no transfer-wallet vendor.
 */
export function VendorWallets() {
  const { t } = useTranslation();
  const wallet = useWallet(true).data;
  const hidden = useBalanceHidden((s) => s.hidden);
  const [target, setTarget] = useState<TransferTarget | null>(null);
  const vendors = wallet ? vendorWalletsOf(wallet.wallets) : [];
  if (!wallet || vendors.length === 0) return null;
  return (
    <section className="card-section" data-testid="vendor-wallets">
      <h2 className="section-title">{t('gw_title')}</h2>
      <p className={styles.cashierHint}>{t('gw_hint')}</p>
      <ul className={styles.vendorWallets}>
        {vendors.map((each) => (
          <li key={each.vendor} className={styles.vendorWallet} data-testid={`vendor-wallet-${each.vendor}`}>
            <span className={styles.vendorWalletName}>{each.accountTypeName}</span>
            <strong className={styles.vendorWalletBalance}>
              {hidden
                ? HIDDEN_BALANCE
                : each.balance === null
                  ? t('gw_unavailable')
                  : formatMoney(each.balance)}
            </strong>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                setTarget({
                  vendor: each.vendor,
                  name: each.accountTypeName,
                  main: wallet.sumBalance,
                  vendorBalance: each.balance,
                })
              }
              data-testid={`vendor-transfer-${each.vendor}`}
            >
              {t('gw_transfer')}
            </button>
          </li>
        ))}
      </ul>
      {target && <TransferSheet target={target} onClose={() => setTarget(null)} />}
    </section>
  );
}
