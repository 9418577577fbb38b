import { protectionEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const protectionQueryKey = [...MEMBER_SCOPE, 'protection'] as const;

/** The member's limits with what each period used, pending changes, and any break in force. */
export const useProtectionState = () =>
  useQuery({
    queryKey: protectionQueryKey,
    queryFn: ({ signal }) => callEndpoint(protectionEndpoints.protectionState, { signal }),
    meta: HANDLES_ERRORS,
  });
