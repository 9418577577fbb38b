import { promotionsEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { wheelQueryKey } from './get-wheel';

export const wheelSpinsQueryKey = [...wheelQueryKey, 'spins'] as const;

/** The member's last spins with their revealed seeds, for the verify page. */
export const useWheelSpins = () =>
  useQuery({
    queryKey: wheelSpinsQueryKey,
    queryFn: ({ signal }) => callEndpoint(promotionsEndpoints.wheelSpins, { signal }),
    meta: HANDLES_ERRORS,
  });
