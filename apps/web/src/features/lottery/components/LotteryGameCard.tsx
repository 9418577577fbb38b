import { LANGUAGE_TAG, type LotteryGame, type LotteryNumero } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { weekdayNames } from '../lib/lottery';
import { Countdown } from './Countdown';
import { DrawBalls } from './DrawBalls';
import * as styles from './lottery.module.css';

/** R-GAMES-43: official-results games (LOTT) are the Tradition play type, house draws Entertainment. */
export const startPathOf = (game: Pick<LotteryGame, 'gameId' | 'gameGroupId' | 'prizeMode' | 'category'>) =>
  `/startLottery?${new URLSearchParams({
    gameId: game.gameId,
    gameGroupId: game.gameGroupId,
    prize_mode: game.prizeMode,
    playType: game.category === 'LOTT' ? 'trad' : 'ent',
  })}`;

/** One game of the lobby: its next draw's countdown, its latest numbers and the way in. */
export function LotteryGameCard({ game, latest }: { game: LotteryGame; latest: LotteryNumero | undefined }) {
  const { t, language } = useTranslation();
  return (
    <li className={`card-section ${styles.card}`} data-testid="lottery-game" data-game-id={game.gameId}>
      <div className={styles.cardHead}>
        <img className={styles.icon} src={game.icon} alt="" width={48} height={48} />
        <div>
          <h2 className={styles.cardName}>{game.name}</h2>
          <p className={styles.muted}>
            {game.pool !== null
              ? t('lottery_lotto_days', {
                  pool: game.pool,
                  times: game.drawTimes.join(', '),
                  days: weekdayNames(game.drawDays, LANGUAGE_TAG[language]),
                })
              : game.kind === 'official'
                ? t(game.drawDays.length > 0 ? 'lottery_official_days' : 'lottery_official_schedule', {
                    digits: game.digits,
                    times: game.drawTimes.join(', '),
                    days: weekdayNames(game.drawDays, LANGUAGE_TAG[language]),
                  })
                : t('lottery_every', { minutes: Math.round(game.intervalSeconds / 60), digits: game.digits })}
          </p>
        </div>
      </div>
      <Countdown draw={game.nextDraw} testId="lottery-countdown" />
      <div className={styles.latest}>
        {latest ? (
          <>
            <span className={styles.muted}>{t('lottery_latest', { draw: latest.drawNo })}</span>
            <DrawBalls numbers={latest.numbers} label={t('lottery_numbers')} testId="lottery-latest" />
          </>
        ) : (
          <span className={styles.muted}>{t('lottery_no_draw_yet')}</span>
        )}
      </div>
      <Link to={startPathOf(game)} className="btn btn-primary btn-block" data-testid="lottery-play">
        {t('lottery_play', { name: game.name })}
      </Link>
    </li>
  );
}
