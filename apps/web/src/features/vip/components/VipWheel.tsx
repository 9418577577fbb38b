import type { WheelPrize } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { formatPesos } from '../lib/vip-tab';
import * as styles from '../vip.module.css';

/**
 * The VIP Wheel (R-VIP-05). Each spin commits to its seed's hash and reveals the seed, and the
 * reward centre's verify page recomputes it (R-PROMO-10), so the text may call it "provably fair"
 * (H-3); the prize table and its chances are published here as well.
 */
export function VipWheel({ prizes }: { prizes: readonly WheelPrize[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="vip-wheel">
      <h2>{t('vip_wheel_title')}</h2>
      <p>{t(prizes.length > 0 ? 'vip_wheel_text' : 'vip_wheel_no_odds')}</p>
      {prizes.length > 0 && (
        <table className={`${styles.table} ${styles.odds}`} data-testid="vip-wheel-odds">
          <thead>
            <tr>
              <th scope="col">{t('vip_col_prize')}</th>
              <th scope="col">{t('vip_col_chance')}</th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={`${prize.amount}-${prize.percent}`}>
                <td>{formatPesos(prize.amount)}</td>
                <td>{prize.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to="/rewardCenter" className="btn btn-primary btn-block" data-testid="vip-wheel-go">
        {t('vip_wheel_go')}
      </Link>
    </section>
  );
}
