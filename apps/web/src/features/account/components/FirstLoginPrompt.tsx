import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useUi } from '../../../shared/stores/ui';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

/**
 * After the first login of an account whose password was issued to it, once: an offer to choose
 * one's own password (R-AUTH-18). The server clears the flag at that login, so it is not asked again.
 */
export function FirstLoginPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useUi((s) => s.closeAccountOverlay);
  return (
    <ConfirmDialog
      testId="first-login-prompt"
      message={t('first_login_prompt')}
      cancelLabel={t('first_login_later')}
      confirmLabel={t('first_login_change')}
      onCancel={close}
      onConfirm={() => {
        close();
        navigate('/changePsw');
      }}
    />
  );
}
