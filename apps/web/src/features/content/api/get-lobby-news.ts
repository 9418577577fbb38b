import { contentEndpoints, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

export const getLobbyNews = (language: Language, signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.lobbyNews, { query: { language }, signal });

/** Hot news of the lobby (R-HOME-21). */
export const lobbyNewsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'lobbyNews', language],
    queryFn: ({ signal }) => getLobbyNews(language, signal),
    staleTime: 5 * 60_000,
  });

export const useLobbyNews = () => useQuery(lobbyNewsQuery(usePreferences((s) => s.language)));
