import { formatMultiplier } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoneyCentavos } from '../../../shared/lib/money';
import { RetryBlock } from '../../../shared/ui/RetryBlock';
import { useCrashBets } from '../api/crash';
import { betOutcome, type CrashFeed, currentCents, upsertBets } from '../lib/crash-feed';
import * as styles from './crash.module.css';

/**
 * Everyone's bets in this round, names masked, with their cash-outs as they happen: the live list
 * (the largest stakes and the player's own bet) and the round's totals; the whole list on request.
 */
export function CrashPlayers({ feed }: { feed: CrashFeed }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const roundId = feed.round?.roundId ?? null;
  const list = useCrashBets(roundId, all);
  const cents = currentCents(feed, Date.now());
  const players = Math.max(
    feed.bets.length,
    feed.totals.reduce((sum, totals) => sum + totals.players, 0),
  );
  // The live rows are the freshest; the asked-for list fills in the rest.
  const asked = all && list.data?.roundId === roundId ? list.data.bets : [];
  const shown = all ? upsertBets(asked, feed.bets) : feed.bets;
  return (
    <section className={styles.panel} aria-labelledby="crash-players-title">
      <h2 id="crash-players-title">
        {t('crash_players')} <small data-testid="crash-players-count">{players}</small>
      </h2>
      {feed.totals.length > 0 && (
        <dl className={styles.totals} data-testid="crash-totals">
          {feed.totals.map((totals) => (
            <div key={totals.currency}>
              <dt>{t('crash_total_staked')}</dt>
              <dd>{formatMoneyCentavos(totals.stakedCentavos, totals.currency)}</dd>
              <dt>{t('crash_total_paid')}</dt>
              <dd>{formatMoneyCentavos(totals.paidCentavos, totals.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('crash_no_bets')}</p>
      ) : (
        <ul className={styles.bets} data-testid="crash-bets">
          {shown.map((bet) => {
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
      {all && list.isError && <RetryBlock onRetry={() => void list.refetch()} />}
      {(all || players > feed.bets.length) && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={all}
          onClick={() => setAll(!all)}
          data-testid="crash-all-bets"
        >
          {all ? t('crash_fewer_bets') : t('crash_all_bets', { count: players })}
        </button>
      )}
    </section>
  );
}
