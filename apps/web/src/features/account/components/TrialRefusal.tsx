import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

/** A trial account's member centre: `free_reject`, with Cancel or Register now (R-ROLE-07). */
export function TrialRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <ConfirmDialog
      testId="trial-refusal"
      message={t('free_reject')}
      cancelLabel={t('prompt_cancel')}
      confirmLabel={t('trial_register_now')}
      onCancel={() => (key === 'default' ? navigate('/home', { replace: true }) : navigate(-1))}
      onConfirm={() => navigate('/register', { replace: true })}
    />
  );
}
