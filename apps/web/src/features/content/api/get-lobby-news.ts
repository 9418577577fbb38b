import type { Language, LobbyNews } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';

/** Hot news of the lobby (R-HOME-21). */
export const lobbyNewsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'lobbyNews', language],
    queryFn: ({ signal }) => apiGet<LobbyNews>('/wps/relay/GLS2_lobbyNews', { language }, signal),
    staleTime: 5 * 60_000,
  });

export const useLobbyNews = () => useQuery(lobbyNewsQuery(usePreferences((s) => s.language)));
