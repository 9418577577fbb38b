import { accountEndpoints, type RegisterBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { type CredentialSeal, callSealed } from '../../../shared/lib/sealed-call';

/**
 * Username registration (R-REG-17); the answer is a session, as after a login (R-REG-21). Sealed
 * with the published key when the site enables it (R-REG-17).
 */
export const register = (body: RegisterBody, seal?: CredentialSeal) =>
  callSealed(accountEndpoints.register, body, seal);

export const useRegister = () =>
  useMutation({ mutationFn: (body: RegisterBody) => register(body), meta: HANDLES_ERRORS });
