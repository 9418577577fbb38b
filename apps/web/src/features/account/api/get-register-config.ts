import { accountEndpoints, type FieldConfig, type RegisterField } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';

export type RegisterConfig = Record<RegisterField, FieldConfig>;

export const getRegisterConfig = (signal?: AbortSignal): Promise<RegisterConfig> =>
  callEndpoint(accountEndpoints.registerConfig, { signal });

/** Which registration fields the operator switched on, which are required, and their patterns (R-REG-04). */
export const registerConfigQuery = queryOptions({
  queryKey: ['account', 'registerConfig'] as const,
  queryFn: ({ signal }) => getRegisterConfig(signal),
  staleTime: 5 * 60_000,
});

export const useRegisterConfig = () => useQuery(registerConfigQuery);
