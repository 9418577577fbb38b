import { accountEndpoints, type RegisterBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

/** Username registration (R-REG-17); the answer is a session, as after a login (R-REG-21). */
export const register = (body: RegisterBody) => callEndpoint(accountEndpoints.register, { body });

export const useRegister = () => useMutation({ mutationFn: register, meta: HANDLES_ERRORS });
