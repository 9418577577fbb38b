import { systemEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

export const getConsolidatedSettings = (signal?: AbortSignal) =>
  callEndpoint(systemEndpoints.consolidatedSettings, { signal });

/** The merchant's settings in one call (R-SYS-09): the merchant code (R-SYS-25), the native-app token … */
export const consolidatedSettingsQuery = queryOptions({
  queryKey: ['system', 'consolidated'] as const,
  queryFn: ({ signal }) => getConsolidatedSettings(signal),
  staleTime: 10 * 60_000,
});

export const useConsolidatedSettings = () => useQuery(consolidatedSettingsQuery);
