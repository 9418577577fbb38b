import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { statusQueryKey } from '../shared/api/get-status';
import { ApiError } from '../shared/lib/api-client';
import { notify } from '../shared/stores/notices';

const GATE_CODES = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

/**
 * Every failed call is reported once, here, unless its screen shows the failure itself; maintenance
 * and region answers re-check the status gate. An ended session has its own notice (session-expiry.ts).
 */
function onApiError(
  queryClient: QueryClient,
  error: unknown,
  meta: Record<string, unknown> | undefined,
  queryKey?: readonly unknown[],
) {
  if (!(error instanceof ApiError)) return;
  if (GATE_CODES.has(error.code)) {
    if (queryKey?.[0] !== statusQueryKey[0]) void queryClient.invalidateQueries({ queryKey: statusQueryKey });
  }
  if (error.code === 'SESSION_EXPIRED' || error.code === 'SESSION_TIME_LIMIT' || meta?.handlesErrors) return;
  notify(error.messageKey, { tone: 'error' });
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onApiError(queryClient, error, query.meta, query.queryKey),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onApiError(queryClient, error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 && error instanceof ApiError && ['NETWORK', 'TIMEOUT'].includes(error.code),
        staleTime: 30_000,
        // Offline, a read fails (and its screen says "You are offline" with Retry) instead of pausing
        // behind a skeleton that never ends; reconnecting still refetches what is on screen.
        networkMode: 'always',
      },
    },
  });
  return queryClient;
}
