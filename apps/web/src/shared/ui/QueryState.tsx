import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardsSkeleton } from './CardsSkeleton';
import { RetryBlock } from './RetryBlock';

/**
 * Loading (placeholder cards, or the section's own `skeleton`), or a failure with Retry (offline says
 * so), around a section's query.
 */
export function QueryState<T>({
  query,
  skeleton,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton ?? <CardsSkeleton />;
  if (query.data === undefined) return <RetryBlock onRetry={() => void query.refetch()} />;
  return children(query.data);
}
