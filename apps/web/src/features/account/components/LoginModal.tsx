import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useUi } from '../../../shared/stores/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { DialogHead } from '../../../shared/ui/DialogHead';
import { dropPendingGame, useResumePendingGame } from '../../games';
import * as styles from '../account.module.css';
import { LoginForm } from './LoginForm';

const BODY_CLASS = 'login-modal-open';

/**
 * The login form over the current page (R-AUTH-09). Opened when the session ends (R-AUTH-41); a
 * successful login closes it and the player stays where they were (R-AUTH-10), or goes on into the
 * game whose launch found the session gone. While it is open the body has the class
 * `login-modal-open`.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const close = useUi((s) => s.closeAccountOverlay);
  const resumeGame = useResumePendingGame();
  // Closed without logging in: the game whose launch found the session gone is not opened later.
  const dismiss = () => {
    dropPendingGame();
    close();
  };
  const titleId = useId();
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);
  // Following one of its links (register, forgot password) leaves the page, and the modal with it.
  useEffect(() => {
    if (key !== openedAt.current) close();
  }, [key, close]);

  return (
    <Dialog
      frameClassName="dialog-backdrop login-modal-backdrop"
      className={`dialog ${styles.loginModal}`}
      labelledBy={titleId}
      onClose={dismiss}
      testId="login-modal"
    >
      <DialogHead
        titleId={titleId}
        title={t('login_modal_title')}
        onClose={dismiss}
        closeTestId="login-modal-close"
      />
      <LoginForm
        onSignedIn={() => {
          close();
          // Over the page the game was tapped on, which stays in the history for its close control.
          resumeGame({ replace: false });
        }}
      />
    </Dialog>
  );
}
