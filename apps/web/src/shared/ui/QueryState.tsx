import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { PageSpinner } from './PageSpinner';

/** Loading, or a failure with Retry (offline says so), around a section's query. */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageSpinner />;
  if (query.data === undefined)
    return (
      <button
        type="button"
        className="retry-block"
        onClick={() => void query.refetch()}
        data-testid="query-retry"
      >
        {t(typeof navigator !== 'undefined' && !navigator.onLine ? 'offline_retry' : 'loading_failed_retry')}
      </button>
    );
  return children(query.data);
}
