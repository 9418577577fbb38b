import { systemEndpoints } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api-client';

export const listCountries = (signal?: AbortSignal) => callEndpoint(systemEndpoints.countries, { signal });

/** The countries the site serves, with their dialling codes (R-SYS-20). */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'countries'] as const,
  queryFn: ({ signal }) => listCountries(signal),
  staleTime: 30 * 60_000,
});

export const useCountries = (enabled = true) => useQuery({ ...countriesQuery, enabled });
