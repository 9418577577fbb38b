import { useTranslation } from '../../../i18n';
import { useLeaderboardCountdown } from '../hooks/use-leaderboard-countdown';
import * as boardStyles from '../leaderboard.module.css';
import * as promoStyles from '../promotions.module.css';

const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );

/** The period's days on the site's clock and the time left to its end (R-PROMO-07). */
export function LeaderboardPeriod({
  period,
  timeZone,
}: {
  period: { startsAt: string; endsAt: string };
  timeZone: string;
}) {
  const { t } = useTranslation();
  const left = useLeaderboardCountdown(period.endsAt);
  // The period's end is the midnight that begins the day after its last day.
  const lastDay = new Date(Date.parse(period.endsAt) - 1).toISOString();
  return (
    <section className={promoStyles.card} data-testid="leaderboard-period">
      <span className={promoStyles.note}>
        {t('leaderboard_period', { start: dayIn(period.startsAt, timeZone), end: dayIn(lastDay, timeZone) })}
      </span>
      {left.ended ? (
        <strong data-testid="leaderboard-ended">{t('leaderboard_ended')}</strong>
      ) : (
        <div className={boardStyles.countdown} data-testid="leaderboard-countdown">
          <span>{t('leaderboard_ends_in')}</span>
          <strong>
            {left.days > 0 ? `${t('leaderboard_days', { count: left.days })} ` : ''}
            <span>{left.clock}</span>
          </strong>
        </div>
      )}
    </section>
  );
}
