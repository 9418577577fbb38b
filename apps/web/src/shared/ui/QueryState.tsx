import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from './PageSpinner';
import { RetryBlock } from './RetryBlock';

/** Loading, or a failure with Retry (offline says so), around a section's query. */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.data === undefined) return <RetryBlock onRetry={() => void query.refetch()} />;
  return children(query.data);
}
