import type { Announcement, Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';
import { usePreferences } from '../../../shared/stores/preferences';
import { useSession } from '../../../shared/stores/session';

/** The member's read marks differ per token, so the key carries it. */
export const noticesQuery = (language: Language, token: string | null) =>
  queryOptions({
    queryKey: ['content', 'notices', language, token],
    queryFn: ({ signal }) =>
      apiGet<{ list: Announcement[] }>('/wps/relay/MCSFE_getNotices', { language }, signal),
    staleTime: 60_000,
  });

/** The notices of /m/notice (R-MSG-05): player notices, and agent notices for agents. */
export function useNotices() {
  const language = usePreferences((s) => s.language);
  const token = useSession((s) => s.session?.token ?? null);
  return useQuery(noticesQuery(language, token));
}
