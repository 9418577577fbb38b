import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../shared/lib/api-client';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useCrashSession } from './api/crash';
import { CrashGame } from './components/CrashGame';
import { useCloseGame } from './hooks/use-close-game';
import '../../styles/tokens/house.css';
import * as gameStyles from './components/game.module.css';

/**
 * /m/house/crash?token= (issue 14): the in-house Crash room, full screen, opened by the generic
 * launcher with a launch token like the slots. A dead token asks the player to open the game again.
 */
export default function CrashScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useCrashSession(token);
  const close = useCloseGame();
  const [expiredInGame, setExpiredInGame] = useState(false);
  if (session.data && !expiredInGame)
    return (
      <CrashGame
        token={token}
        session={session.data}
        onClose={close}
        onExpired={() => setExpiredInGame(true)}
      />
    );
  if (token && session.isPending) return <PageSpinner />;
  const expired =
    expiredInGame || (session.error instanceof ApiError && session.error.code === 'TOKEN_EXPIRED');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className={`${gameStyles.frame} ${gameStyles.failed}`} data-testid="crash-failed">
      <div className={gameStyles.failedCard}>
        <h1>
          {t(
            !token
              ? 'house_game_missing'
              : expired
                ? 'house_expired_title'
                : offline
                  ? 'offline_retry'
                  : 'house_load_failed',
          )}
        </h1>
        {expired && <p>{t('house_expired_text')}</p>}
        {token && !expired && (
          <button type="button" className="btn btn-ghost btn-block" onClick={() => void session.refetch()}>
            {t('house_retry')}
          </button>
        )}
        <button type="button" className="btn btn-primary btn-block" onClick={close}>
          {t('house_close_game')}
        </button>
      </div>
    </div>
  );
}
