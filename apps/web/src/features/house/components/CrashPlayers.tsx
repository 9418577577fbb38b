import { formatMultiplier } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { betOutcome, type CrashFeed, currentCents } from '../lib/crash-feed';
import * as styles from './crash.module.css';

/** Everyone's bets in this round, names masked, with their cash-outs as they happen. */
export function CrashPlayers({ feed }: { feed: CrashFeed }) {
  const { t } = useTranslation();
  const cents = currentCents(feed, Date.now());
  return (
    <section className={styles.panel} aria-labelledby="crash-players-title">
      <h2 id="crash-players-title">
        {t('crash_players')} <small>{feed.bets.length}</small>
      </h2>
      {feed.bets.length === 0 ? (
        <p className={styles.empty}>{t('crash_no_bets')}</p>
      ) : (
        <ul className={styles.bets} data-testid="crash-bets">
          {feed.bets.map((bet) => {
            const outcome = betOutcome(bet, cents, feed.round);
            return (
              <li key={bet.id} className={styles.bet} data-status={outcome.status} data-testid="crash-bet">
                <span className={styles.betName}>{bet.player}</span>
                <span>{formatMoneyCentavos(bet.amountCentavos, bet.currency)}</span>
                <span className={styles.betResult}>
                  {outcome.status === 'cashed'
                    ? formatMultiplier(outcome.cashoutCents ?? 100)
                    : outcome.status === 'lost'
                      ? t('crash_lost_short')
                      : '—'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
