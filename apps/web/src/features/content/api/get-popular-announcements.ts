import { contentEndpoints, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

export const getPopularAnnouncements = (language: Language, signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.popularAnnouncements, { query: { language }, signal });

/** The pop-up (PU) announcements in display order, with the viewer's read marks (R-MSG-18, R-API-79). */
export const popularAnnouncementsQuery = (language: Language) =>
  queryOptions({
    queryKey: [...VIEWER_SCOPE, 'popular', language],
    queryFn: ({ signal }) => getPopularAnnouncements(language, signal),
    staleTime: 60_000,
  });

export function usePopularAnnouncements() {
  const language = usePreferences((s) => s.language);
  return useQuery(popularAnnouncementsQuery(language));
}
