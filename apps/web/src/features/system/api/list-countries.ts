import type { Country } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';

/** The countries the site serves, with their dialling codes (R-SYS-20). */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'] as const,
  queryFn: ({ signal }) => apiGet<Country[]>('/wps/system/country', undefined, signal),
  staleTime: 30 * 60_000,
});

export const useCountries = (enabled = true) => useQuery({ ...countriesQuery, enabled });
