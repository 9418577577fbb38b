import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import type { LoginRedirectState } from '../../../shared/lib/login-redirect';
import { Sheet } from '../../../shared/ui/Sheet';
import { closeGameOffer, keepPendingGame, type LaunchTarget, offersDemo, useLaunch } from '../../games';
import * as styles from '../account.module.css';
import { FreeTrialButton } from './FreeTrialButton';

/**
 * A guest tapped a game (R-ROLE-03, R-GAMES-36): says why it does not open, and offers to log in or
 * register, after which that game opens, or to play it at once on a trial account where free play
 * is allowed (R-GAMES-37, A-41).
 */
export function GuestGameSheet({ game }: { game: LaunchTarget }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const registration = useStatus().data?.info.register;
  const canRegister = Boolean(registration?.username || registration?.mobile);
  const launch = useLaunch();
  // A back swipe or a link leaves the page the game was tapped on, and the question with it.
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) closeGameOffer();
  }, [key]);
  const signIn = (to: '/login' | '/register') => {
    keepPendingGame(game);
    // Should the game not open after all, the login returns here (R-GAMES-36).
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    navigate(to, { state });
  };
  return (
    <Sheet
      title={t('guest_game_title', { name: game.gameName })}
      onClose={closeGameOffer}
      testId="guest-game"
    >
      <p className={styles.guestGameText}>{t('guest_game_text')}</p>
      <div className={styles.guestGameActions}>
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => signIn('/login')}
          data-testid="guest-game-login"
        >
          {t('guest_game_login')}
        </button>
        {canRegister && (
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => signIn('/register')}
            data-testid="guest-game-register"
          >
            {t('guest_game_register')}
          </button>
        )}
      </div>
      {offersDemo(game) && (
        <div className={styles.guestGameDemo}>
          <p className={styles.guestGameText}>{t('guest_game_demo_text')}</p>
          <FreeTrialButton
            label={t('guest_game_demo')}
            testId="guest-game-demo"
            onStarted={() => {
              closeGameOffer();
              void launch(game);
            }}
          />
        </div>
      )}
    </Sheet>
  );
}
