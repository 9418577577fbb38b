import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useLaunchRefusal } from '../hooks/use-launch';

/** A trial account opening a real-money game: "no permission" with Register now (R-GAMES-37). */
export function LaunchRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useLaunchRefusal((s) => s.open);
  const set = useLaunchRefusal((s) => s.set);
  if (!open) return null;
  return (
    <ConfirmDialog
      testId="launch-refusal"
      message={t('err_no_permission')}
      cancelLabel={t('prompt_cancel')}
      confirmLabel={t('trial_register_now')}
      onCancel={() => set(false)}
      onConfirm={() => {
        set(false);
        navigate('/register');
      }}
    />
  );
}
