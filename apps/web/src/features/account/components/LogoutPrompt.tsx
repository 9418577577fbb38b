import { useTranslation } from '../../../i18n';
import { useUi } from '../../../shared/stores/ui';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useLogout } from '../hooks/use-logout';

/** "Are you sure you want to log out?" (R-AUTH-30, R-ERR-08): Cancel changes nothing. */
export function LogoutPrompt() {
  const { t } = useTranslation();
  const close = useUi((s) => s.closeAccountOverlay);
  const logout = useLogout();
  return (
    <ConfirmDialog
      testId="logout-prompt"
      message={t('in_sure_logout')}
      cancelLabel={t('prompt_cancel')}
      confirmLabel={t('logout_confirm')}
      onCancel={close}
      onConfirm={() => {
        close();
        void logout();
      }}
    />
  );
}
