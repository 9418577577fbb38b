import { STORAGE_KEYS, type SystemStatus, systemEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';
import { storage } from '../lib/storage';

export const statusQueryKey = ['system', 'status'] as const;

export async function getStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await callEndpoint(systemEndpoints.status, { signal });
  // Cached so the next start renders at once (R-SYS-07), with the SaaS marker beside it (R-SYS-24).
  storage.setJson(STORAGE_KEYS.systemStatus, status);
  storage.set(STORAGE_KEYS.sass, status.info.sass ? '1' : '0');
  if (status.info.customerService) storage.setJson(STORAGE_KEYS.serviceLink, status.info.customerService);
  return status;
}

function cachedStatus(): SystemStatus | undefined {
  const cached = storage.getJson<SystemStatus>(STORAGE_KEYS.systemStatus);
  return cached && typeof cached.status === 'number' && cached.info ? cached : undefined;
}

export const statusQuery = queryOptions({
  queryKey: statusQueryKey,
  queryFn: ({ signal }) => getStatus(signal),
  // The cached copy is shown at once but is always replaced by a fresh one.
  initialData: cachedStatus,
  initialDataUpdatedAt: 0,
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export const useStatus = () => useQuery(statusQuery);
