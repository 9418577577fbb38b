import { type Language, messageEndpoints, TIMING } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';
import { spacedCalls } from '../../../shared/lib/spaced-calls';
import { usePreferences } from '../../../shared/stores/preferences';

/** At most one call per 250 ms, however many screens ask at once (R-MSG-14, R-CONST-06). */
const fetchUnreadCount = spacedCalls(
  (language: Language) => callEndpoint(messageEndpoints.unreadCount, { query: { language } }),
  TIMING.unreadCountThrottleMs,
);

export const unreadCountKey = [...MEMBER_SCOPE, 'message', 'unread'] as const;

export const unreadCountQuery = (language: Language) =>
  queryOptions({
    queryKey: [...unreadCountKey, language],
    queryFn: () => fetchUnreadCount(language),
    staleTime: 30_000,
    // A counter that fails shows no badge rather than an error notice.
    meta: HANDLES_ERRORS,
  });

export function useUnreadCountQuery(enabled: boolean) {
  const language = usePreferences((s) => s.language);
  return useQuery({ ...unreadCountQuery(language), enabled });
}
