import { useTranslation } from '../../../i18n';

/** A failed list is replaced by a retry for that request only (R-ERR-28). */
export function HelpLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="retry-block" onClick={onRetry}>
      {t('loading_failed_retry')}
    </button>
  );
}
