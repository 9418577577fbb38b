import { contentEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMerchant } from '../../../shared/hooks/use-merchant';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, VIEWER_SCOPE } from '../../../shared/lib/query-scopes';
import { usePreferences } from '../../../shared/stores/preferences';

/** R-MSG-09: announcements of type PR (Promotion) belong on the activities page, and only there. */
export function useActivityAnnouncements() {
  const language = usePreferences((s) => s.language);
  const { merchant, ready } = useMerchant();
  return useQuery({
    queryKey: [...VIEWER_SCOPE, 'announcements', 'PR', language, merchant],
    queryFn: ({ signal }) =>
      callEndpoint(contentEndpoints.announcements, {
        query: { types: 'PR', groupName: '', platform: 'M', merchantCode: merchant, language },
        signal,
      }),
    enabled: ready,
    staleTime: 60_000,
    // A page without its news still lists the activities: a failure here shows nothing.
    meta: HANDLES_ERRORS,
  });
}
