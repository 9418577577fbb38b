import type { LotteryDrawView } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useNow } from '../../../shared/hooks/use-now';
import { formatCountdown } from '../lib/lottery';
import * as styles from './lottery.module.css';

/** The time left to bet on a draw, or that its betting has closed and the draw is due. */
export function Countdown({ draw, testId }: { draw: LotteryDrawView | null; testId?: string }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!draw)
    return (
      <p className={`${styles.countdown} ${styles.closed}`} data-testid={testId}>
        {t('lottery_paused')}
      </p>
    );
  const left = Date.parse(draw.closesAt) - now;
  return (
    <p className={left > 0 ? styles.countdown : `${styles.countdown} ${styles.closed}`} data-testid={testId}>
      {left > 0 ? (
        <>
          {t('lottery_closes_in', { draw: draw.drawNo })}{' '}
          <strong className={styles.clock} role="timer">
            {formatCountdown(left)}
          </strong>
        </>
      ) : (
        t('lottery_closed_wait', { draw: draw.drawNo })
      )}
    </p>
  );
}
