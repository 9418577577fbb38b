import { protectionEndpoints } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS, MEMBER_SCOPE } from '../../../shared/lib/query-scopes';

export const kycQueryKey = [...MEMBER_SCOPE, 'kyc'] as const;

/** The member's identity verification status and whether a date of birth is on file. */
export const useKycState = () =>
  useQuery({
    queryKey: kycQueryKey,
    queryFn: ({ signal }) => callEndpoint(protectionEndpoints.kycState, { signal }),
    meta: HANDLES_ERRORS,
  });
