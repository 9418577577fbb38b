import type { LotteryGame } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import * as styles from './lottery.module.css';

/** The published odds table the server pays by: each bet type, its return per unit, chance and RTP. */
export function OddsTable({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  return (
    <details className={`card-section ${styles.odds}`} data-testid="lottery-odds">
      <summary className={styles.summary}>{t('lottery_odds_table')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('lottery_bet_type')}</th>
            <th scope="col">{t('lottery_pays')}</th>
            <th scope="col">{t('lottery_chance')}</th>
            <th scope="col">{t('lottery_rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {game.oddsTable.map((row) => (
            <tr key={`${row.betType}-${row.orders ?? 0}`}>
              <td>
                {t(`lottery_type_${row.betType}`)}
                {row.orders !== null && ` (${t('lottery_orders', { count: row.orders })})`}
              </td>
              <td>{t('lottery_pays_x', { odds: row.odds })}</td>
              <td>{row.chance}</td>
              <td>{(row.rtpBp / 100).toFixed(0)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('lottery_odds_how')}</p>
    </details>
  );
}
