import type { LotteryGame } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatManila } from '../../../shared/lib/date-time';
import { officialTextOf } from '../lib/regional';
import * as styles from './lottery.module.css';

/**
 * An official-results game's schedule: the next draw's time and close of betting (Manila), and its
 * past draws still awaiting the confirmed official result.
 */
export function OfficialDraws({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const draw = game.nextDraw;
  return (
    <>
      {draw && (
        <p className={styles.muted} data-testid="lottery-official-next">
          {t('lottery_official_next', {
            draw: draw.drawNo,
            drawAt: formatManila(draw.drawAt),
            closesAt: formatManila(draw.closesAt),
          })}
        </p>
      )}
      {game.awaitingResult.length > 0 && (
        <ul className={styles.list}>
          {game.awaitingResult.map((past) => (
            <li key={past.drawNo} className={styles.awaiting} data-testid="lottery-awaiting">
              {t('lottery_awaiting_line', { draw: past.drawNo, time: formatManila(past.drawAt) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Where an official game's numbers come from, in place of the house draws' seed commitment. */
export function OfficialNote({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  return (
    <section className={`card-section ${styles.fair}`} data-testid="lottery-official-note">
      <h2 className="section-title">{t('lottery_official_title')}</h2>
      <p>{t(officialTextOf(gameId))}</p>
    </section>
  );
}
