import type { InboxPage } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const inboxKey = [...MEMBER_SCOPE, 'message', 'inbox'] as const;

/** The member's inbox, newest first, 20 a page (R-MSG-11). */
export function useInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam, signal }) =>
      apiGet<InboxPage>('/wps/relay/MCSFE_getInbox', { pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}
