import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { PageSpinner } from '../../../shared/ui/PageSpinner';

interface Props {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  onRetry(): void;
  children: ReactNode;
}

/** Loading, failure with retry, or "no records in this period" around a records list. */
export function RecordsState({ pending, failed, empty, onRetry, children }: Props) {
  const { t } = useTranslation();
  if (pending) return <PageSpinner />;
  if (failed)
    return (
      <button type="button" className="retry-block" onClick={onRetry} data-testid="records-retry">
        {t('loading_failed_retry')}
      </button>
    );
  if (empty)
    return (
      <p className="empty-state" data-testid="records-empty">
        {t('rec_empty')}
      </p>
    );
  return children;
}
