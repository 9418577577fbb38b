import { messageEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, VIEWER_SCOPE } from '../../../shared/lib/query-scopes';

/** Whether the site has live models (`CBS_modelList`), asked only where m_live banners wait on it. */
export function useHasLiveModels(enabled: boolean) {
  const query = useQuery({
    queryKey: [...VIEWER_SCOPE, 'live-models'],
    queryFn: ({ signal }) => callEndpoint(messageEndpoints.chatModels, { query: { module: 'CBS3' }, signal }),
    staleTime: 5 * 60_000,
    enabled,
    // No answer counts as no models: the banners stay hidden, nothing else changes.
    meta: HANDLES_ERRORS,
  });
  return (query.data?.list.length ?? 0) > 0;
}
