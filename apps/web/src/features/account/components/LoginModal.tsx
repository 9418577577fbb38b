import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useUi } from '../../../shared/stores/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { DialogHead } from '../../../shared/ui/DialogHead';
import { LoginForm } from './LoginForm';

const BODY_CLASS = 'login-modal-open';

/**
 * The login form over the current page (R-AUTH-9). Opened when the session ends (R-AUTH-41); a
 * successful login closes it and the player stays where they were (R-AUTH-10). While it is open the
 * body has the class `login-modal-open`.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const close = useUi((s) => s.closeAccountOverlay);
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
      className="dialog login-modal"
      labelledBy={titleId}
      onClose={close}
      testId="login-modal"
    >
      <DialogHead
        titleId={titleId}
        title={t('login_modal_title')}
        onClose={close}
        closeTestId="login-modal-close"
      />
      <LoginForm onSignedIn={close} />
    </Dialog>
  );
}
