import { type BirthDateBody, protectionEndpoints } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { kycQueryKey } from './kyc-state';

/** `POST /wps/protection/birthDate`: a member without a date of birth gives it (H-8). */
export const giveBirthDate = (body: BirthDateBody) =>
  callEndpoint(protectionEndpoints.giveBirthDate, { body });

export function useGiveBirthDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: giveBirthDate,
    onSuccess: (state) => client.setQueryData(kycQueryKey, state),
    meta: HANDLES_ERRORS,
  });
}
