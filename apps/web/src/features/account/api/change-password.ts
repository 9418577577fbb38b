import type { ChangePasswordBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

/** Changes the password (R-AUTH-47); the server also ends the member's other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return apiRequest<null>('POST', '/wps/member/password', { body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: HANDLES_ERRORS });
