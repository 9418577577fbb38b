import type { LotteryDrawView } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useNow } from '../../../shared/hooks/use-now';
import { formatCountdown } from '../lib/lottery';

/** The time left to bet on a draw, or that its betting has closed and the draw is due. */
export function Countdown({ draw, testId }: { draw: LotteryDrawView | null; testId?: string }) {
  const { t } = useTranslation();
  const now = useNow();
  if (!draw)
    return (
      <p className="lot-countdown is-closed" data-testid={testId}>
        {t('lottery_paused')}
      </p>
    );
  const left = Date.parse(draw.closesAt) - now;
  return (
    <p className={left > 0 ? 'lot-countdown' : 'lot-countdown is-closed'} data-testid={testId}>
      {left > 0 ? (
        <>
          {t('lottery_closes_in', { draw: draw.drawNo })}{' '}
          <strong className="lot-clock" role="timer">
            {formatCountdown(left)}
          </strong>
        </>
      ) : (
        t('lottery_closed_wait', { draw: draw.drawNo })
      )}
    </p>
  );
}
