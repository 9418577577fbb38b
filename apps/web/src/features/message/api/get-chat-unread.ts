import { messageEndpoints, TIMING } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { spacedCalls } from '../../../shared/lib/spaced-calls';
import { unreadCountKey } from './get-unread-count';

const fetchChatUnread = spacedCalls(
  (_: 'chat') => callEndpoint(messageEndpoints.chatUnread, { query: { module: 'CBS3' } }),
  TIMING.unreadCountThrottleMs,
);

/** The chat counter (R-MSG-15): asked only while CBS3 is on and only for real accounts; a failure shows no badge. */
export function useChatUnreadQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...unreadCountKey, 'chat'],
    queryFn: () => fetchChatUnread('chat'),
    staleTime: 30_000,
    enabled,
    meta: HANDLES_ERRORS,
  });
}
