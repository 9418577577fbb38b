import { contentEndpoints, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

export const getNotices = (language: Language, signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.notices, { query: { language }, signal });

/** Read marks are the viewer's: the cache is cleared when a session starts or ends (R-MSG-08). */
export const noticesQuery = (language: Language) =>
  queryOptions({
    queryKey: [...VIEWER_SCOPE, 'notices', language],
    queryFn: ({ signal }) => getNotices(language, signal),
    staleTime: 60_000,
  });

/** The notices of /m/notice (R-MSG-05): player notices, and agent notices for agents. */
export function useNotices() {
  const language = usePreferences((s) => s.language);
  return useQuery(noticesQuery(language));
}
