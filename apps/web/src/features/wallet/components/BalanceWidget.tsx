import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { balanceText } from '../../../shared/lib/money';
import { roleOf, useSession } from '../../../shared/stores/session';
import { Icon, SvgIcon } from '../../../shared/ui/Icon';
import { useWallet } from '../api/get-wallets';
import { useBalanceHidden } from '../hooks/use-balance-hidden';
import { useLiveBalance } from '../hooks/use-live-balance';
import * as styles from './balance.module.css';

const REFRESH_ICON = 'M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5';

/**
 * The balance (R-WALLET-01 … R-WALLET-03): sumBalance with 2 decimals and the currency, the eye
 * toggle, `***` for guests and while refreshing, a refresh button, the 60 s refresh and the live
 * event of each movement. A trial account's balance is labelled as demo credit, with the end of the
 * trial once the trial user has loaded (R-AUTH-29).
 */
export function BalanceWidget({ trialEndsAt }: { trialEndsAt?: string } = {}) {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const role = roleOf(session);
  const guest = role === 'guest';
  const wallet = useWallet(!guest);
  const { hidden, toggle } = useBalanceHidden();
  useLiveBalance(session?.token);
  const refreshing = wallet.isFetching;
  const text = balanceText({
    sumBalance: wallet.data?.sumBalance,
    currency: wallet.data?.currency,
    hidden,
    refreshing,
    guest,
  });
  return (
    <section className={styles.balanceWidget} data-testid="balance-widget">
      <span className={styles.balanceIcon} aria-hidden="true">
        <Icon name="wallet" size={20} />
      </span>
      <div className={styles.balanceText}>
        <span className={styles.balanceLabel} data-testid="balance-label">
          {role !== 'trial'
            ? t('wal_balance')
            : trialEndsAt
              ? t('wal_demo_credit_until', { time: formatManila(trialEndsAt) })
              : t('wal_demo_credit')}
        </span>
        <strong className={styles.balanceValue} data-testid="balance-value" aria-live="polite">
          {text}
        </strong>
      </div>
      {guest ? (
        <Link to="/login" className="btn btn-primary btn-small" data-testid="balance-login">
          {t('header_login')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className={`icon-button ${styles.balanceAction}`}
            onClick={toggle}
            aria-pressed={hidden}
            aria-label={t(hidden ? 'wal_show_balance' : 'wal_hide_balance')}
            data-testid="balance-eye"
          >
            <Icon name={hidden ? 'eyeOff' : 'eye'} size={20} />
          </button>
          <button
            type="button"
            className={`icon-button ${styles.balanceAction}${refreshing ? ` ${styles.isRefreshing}` : ''}`}
            onClick={() => void wallet.refetch()}
            disabled={refreshing}
            aria-label={t('wal_refresh_balance')}
            data-testid="balance-refresh"
          >
            <SvgIcon d={REFRESH_ICON} size={20} />
          </button>
        </>
      )}
    </section>
  );
}
