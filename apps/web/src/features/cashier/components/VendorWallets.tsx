import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney, HIDDEN_BALANCE } from '../../../shared/lib/money';
import { useBalanceHidden, useWallet } from '../../wallet';
import { vendorWalletsOf } from '../lib/transfer';
import { TransferSheet, type TransferTarget } from './TransferSheet';
import '../cashier.css';

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
      <p className="cashier-hint">{t('gw_hint')}</p>
      <ul className="vendor-wallets">
        {vendors.map((each) => (
          <li key={each.vendor} className="vendor-wallet" data-testid={`vendor-wallet-${each.vendor}`}>
            <span className="vendor-wallet-name">{each.accountTypeName}</span>
            <strong className="vendor-wallet-balance">
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
