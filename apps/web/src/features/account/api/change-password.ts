import { accountEndpoints, type ChangePasswordBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

/** Changes the password (R-AUTH-47); the server also ends the member's other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  callEndpoint(accountEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: HANDLES_ERRORS });
