import { LANGUAGE_TAG, type LotteryGame, type LottoGame, lottoRtpBp } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { oneIn } from '../lib/lotto';
import * as styles from './lottery.module.css';

/**
 * A lotto game's published prize table, the one the server pays by: each tier (3…6 matched) with its
 * multiplier, exact chance and share of the return; the game's RTP, and the honest terms (house
 * fixed odds, no pari-mutuel jackpot, the most one ticket wins).
 */
export function LottoPrizeTable({ game, def }: { game: LotteryGame; def: LottoGame }) {
  const { t, language } = useTranslation();
  const rtp = lottoRtpBp(def.lotto) / 100;
  const number = new Intl.NumberFormat(LANGUAGE_TAG[language], { maximumFractionDigits: 1 });
  // The chance as "1 in 91.6", past a hundred as a whole number ("1 in 129,729").
  const chance = (n: number) =>
    new Intl.NumberFormat(LANGUAGE_TAG[language], { maximumFractionDigits: n < 100 ? 1 : 0 }).format(n);
  return (
    <section className={`card-section ${styles.odds}`} data-testid="lotto-prizes">
      <h2 className="section-title">{t('lottery_lotto_table')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('lottery_lotto_matched')}</th>
            <th scope="col">{t('lottery_pays')}</th>
            <th scope="col">{t('lottery_chance')}</th>
            <th scope="col">{t('lottery_rtp')}</th>
          </tr>
        </thead>
        <tbody>
          {game.oddsTable.map((row) => (
            <tr key={row.matches ?? 0} data-testid="lotto-prize-row" data-matches={row.matches}>
              <td>{t('lottery_lotto_match_row', { count: row.matches ?? 0 })}</td>
              <td>{t('lottery_pays_x', { odds: number.format(row.odds) })}</td>
              <td>{t('lottery_lotto_one_in', { n: chance(oneIn(row.chance)) })}</td>
              <td>{(row.rtpBp / 100).toFixed(1)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.quote} data-testid="lotto-rtp">
        {t('lottery_lotto_rtp', { rtp: rtp.toFixed(2), edge: (100 - rtp).toFixed(2) })}
      </p>
      <p className={styles.muted} data-testid="lotto-terms">
        {t('lottery_lotto_terms', { win: formatMoneyCentavos(def.lotto.maxWinCentavos, 'PHP') })}
      </p>
    </section>
  );
}
