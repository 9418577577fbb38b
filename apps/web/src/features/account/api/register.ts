import type { RegisterBody, SessionValue } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

/** Username registration (R-REG-17); the answer is a session, as after a login (R-REG-21). */
export function register(body: RegisterBody): Promise<SessionValue> {
  return apiRequest<SessionValue>('PUT', '/wps/member/register', { body });
}

export const useRegister = () => useMutation({ mutationFn: register, meta: HANDLES_ERRORS });
