import { messageEndpoints } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const getInbox = (pageNum: number, signal?: AbortSignal) =>
  callEndpoint(messageEndpoints.inbox, { query: { pageNum }, signal });

export const inboxKey = [...MEMBER_SCOPE, 'message', 'inbox'] as const;

/** The member's inbox, newest first, 20 a page (R-MSG-11). */
export function useInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}
