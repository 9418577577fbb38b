import { useTranslation } from '../../../i18n';
import { useFreeTrial } from '../hooks/use-free-trial';

interface Props {
  onStarted(): void;
  label?: string;
  className?: string;
  testId?: string;
}

export function FreeTrialButton({
  onStarted,
  label,
  className = 'btn btn-ghost btn-block',
  testId = 'free-trial',
}: Props) {
  const { t } = useTranslation();
  const { start, busy } = useFreeTrial(onStarted);
  return (
    <button
      type="button"
      className={className}
      onClick={() => void start()}
      disabled={busy}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy && <span className="spinner spinner-small" role="status" aria-label={t('loading')} />}
      {label ?? t('login_free_trial')}
    </button>
  );
}
