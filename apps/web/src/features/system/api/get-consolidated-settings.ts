import type { ConsolidatedSettings } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';

/** The merchant's settings in one call (R-SYS-09): the merchant code (R-SYS-25), the native-app token … */
export const consolidatedSettingsQuery = queryOptions({
  queryKey: ['system', 'consolidated'] as const,
  queryFn: ({ signal }) =>
    apiGet<ConsolidatedSettings>('/wps/system/settings/consolidated', undefined, signal),
  staleTime: 10 * 60_000,
});

export const useConsolidatedSettings = () => useQuery(consolidatedSettingsQuery);
