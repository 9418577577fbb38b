import { protectionEndpoints } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { kycQueryKey } from './kyc-state';

export interface KycFiles {
  front: File;
  back: File;
  selfie: File;
}

/** `PUT /wps/protection/kyc` as a multipart form with the files `front`, `back` and `selfie`. */
export function submitKyc(files: KycFiles) {
  const form = new FormData();
  for (const name of ['front', 'back', 'selfie'] as const) form.append(name, files[name], files[name].name);
  return callEndpoint(protectionEndpoints.submitKyc, { body: form });
}

/** The answer is the new status, which replaces the cached one; a refusal is the app's notice. */
export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (state) => client.setQueryData(kycQueryKey, state),
  });
}
