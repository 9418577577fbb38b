import { messageEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { HANDLES_ERRORS, VIEWER_SCOPE } from '../lib/query-scopes';
import { useStatus } from './get-status';

/**
 * The live-stream hosts (`CBS_modelList`, R-API-82): the m_live banners wait on them (R-HOME-32) and
 * the LIVESTREAM category lists them (R-GAMES-50). Asked only while live chat (CBS3) is on, since the
 * server lists none otherwise, and by the banners only when there are banners to show.
 */
export function useLiveHosts(wanted = true) {
  const chatOn = useStatus().data?.info.whitelabel.CBS3 === true;
  const asked = wanted && chatOn;
  const query = useQuery({
    queryKey: [...VIEWER_SCOPE, 'live-models'],
    queryFn: ({ signal }) => callEndpoint(messageEndpoints.chatModels, { query: { module: 'CBS3' }, signal }),
    staleTime: 5 * 60_000,
    enabled: asked,
    meta: HANDLES_ERRORS,
  });
  return {
    hosts: asked ? (query.data?.list ?? []) : [],
    pending: asked && query.isPending,
    failed: asked && query.data === undefined && query.isError,
    retry: () => void query.refetch(),
  };
}
