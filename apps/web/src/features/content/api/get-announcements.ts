import type { Announcement, Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';
import { useSession } from '../../../shared/stores/session';
import { useMerchant } from '../../games/hooks/use-merchant';

/** The home fetch: banners, player notices, pop-ups and headlines in one call (R-HOME-38). */
export const announcementsQuery = (language: Language, merchantCode: string, member: boolean) =>
  queryOptions({
    queryKey: ['content', 'announcements', language, merchantCode, member],
    queryFn: ({ signal }) =>
      apiGet<{ list: Announcement[] }>(
        '/wps/relay/MCSFE_getListAnnouncements',
        { types: 'B,PL,PU,H', groupName: '', platform: 'M', merchantCode, language },
        signal,
      ),
    staleTime: 60_000,
  });

export function useAnnouncements() {
  const language = usePreferences((s) => s.language);
  const { merchant, ready } = useMerchant();
  const member = useSession((s) => s.session !== null);
  return useQuery({ ...announcementsQuery(language, merchant, member), enabled: ready });
}
