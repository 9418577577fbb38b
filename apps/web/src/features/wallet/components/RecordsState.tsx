import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardsSkeleton } from '../../../shared/ui/CardsSkeleton';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { RetryBlock } from '../../../shared/ui/RetryBlock';

interface Props {
  query: Pick<UseQueryResult<{ list: readonly unknown[] }>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  children: ReactNode;
}

/** Loading, failure with retry, or "no records in this period" around a records list, from its query. */
export function RecordsState({ query, children }: Props) {
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError && !query.data) return <RetryBlock onRetry={() => void query.refetch()} />;
  if (query.data?.list.length === 0) return <EmptyState why="rec_empty_why" testId="records-empty" />;
  return children;
}
