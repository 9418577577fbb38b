import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from './ConfirmDialog';

/** A trial (or other non-real) session on a real-money screen: R-ERR-31, with Register or back home. */
export function RealAccountOnly() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      testId="real-account-only"
      message={t('real_account_only')}
      cancelLabel={t('prompt_cancel')}
      confirmLabel={t('trial_register_now')}
      onCancel={() => navigate('/home', { replace: true })}
      onConfirm={() => navigate('/register', { replace: true })}
    />
  );
}
