import { slotByCode } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useHouseSession } from './api/start-session';
import { SlotMachine } from './components/SlotMachine';
import { useCloseGame } from './hooks/use-close-game';
import '../../styles/tokens/house.css';
import * as gameStyles from './components/game.module.css';

/**
 * /m/house/slot?game=&token= (issue 5): an in-house slot, full screen, opened by the generic launcher
 * with a launch token. The token opens the session; a dead one asks the player to open the game again.
 */
export default function SlotScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const def = slotByCode(params.get('game') ?? '');
  const token = params.get('token') ?? '';
  const session = useHouseSession(def ? token : '');
  const close = useCloseGame();
  if (def && session.data)
    return <SlotMachine def={def} token={token} session={session.data} onClose={close} />;
  if (def && token && session.isPending) return <PageSpinner />;
  const expired = session.error instanceof ApiError && session.error.code === 'TOKEN_EXPIRED';
  return (
    <div className={`${gameStyles.frame} ${gameStyles.failed}`} data-testid="slot-failed">
      <div className={gameStyles.failedCard}>
        <h1>
          {t(!def || !token ? 'house_game_missing' : expired ? 'house_expired_title' : 'house_load_failed')}
        </h1>
        {expired && <p>{t('house_expired_text')}</p>}
        {def && token && !expired && (
          <button type="button" className="btn btn-ghost btn-block" onClick={() => void session.refetch()}>
            {t('house_retry')}
          </button>
        )}
        <button type="button" className="btn btn-primary btn-block" onClick={close} data-testid="slot-close">
          {t('house_close_game')}
        </button>
      </div>
    </div>
  );
}
