import { useTranslation } from '../../../i18n';
import { useFreeTrial } from '../hooks/use-free-trial';

export function FreeTrialButton() {
  const { t } = useTranslation();
  const { start, busy } = useFreeTrial();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      data-testid="free-trial"
    >
      {busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
      {t('login_free_trial')}
    </button>
  );
}
