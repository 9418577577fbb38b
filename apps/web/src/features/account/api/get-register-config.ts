import type { FieldConfig, RegisterField } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client';

export type RegisterConfig = Record<RegisterField, FieldConfig>;

/** Which registration fields the operator switched on, which are required, and their patterns (R-REG-04). */
export const registerConfigQuery = queryOptions({
  queryKey: ['account', 'registerConfig'] as const,
  queryFn: ({ signal }) => apiGet<RegisterConfig>('/wps/system/setting/register', undefined, signal),
  staleTime: 5 * 60_000,
});

export const useRegisterConfig = () => useQuery(registerConfigQuery);
