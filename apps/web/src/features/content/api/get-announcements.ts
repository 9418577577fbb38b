import { contentEndpoints, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { callEndpoint } from '../../../shared/lib/api-client';
import { VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

export const getAnnouncements = (language: Language, merchantCode: string, signal?: AbortSignal) =>
  callEndpoint(contentEndpoints.announcements, {
    query: { types: 'B,PL,PU,H', groupName: '', platform: 'M', merchantCode, language },
    signal,
  });

/**
 * The home fetch: banners, player notices, pop-ups and headlines in one call (R-HOME-38), kept 60 s
 * per distinct query (R-MSG-08).
 */
export const announcementsQuery = (language: Language, merchantCode: string) =>
  queryOptions({
    queryKey: [...VIEWER_SCOPE, 'announcements', language, merchantCode],
    queryFn: ({ signal }) => getAnnouncements(language, merchantCode, signal),
    staleTime: 60_000,
  });

export function useAnnouncements() {
  const language = usePreferences((s) => s.language);
  const { merchant, ready } = useMerchant();
  return useQuery({ ...announcementsQuery(language, merchant), enabled: ready });
}
