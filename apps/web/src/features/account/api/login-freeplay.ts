import type { FreeplayValue } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** A trial account of its own, logged in at once (R-AUTH-28); module 0 is the whole site. */
export function loginFreeplay(): Promise<FreeplayValue> {
  return apiRequest<FreeplayValue>('POST', '/wps/session/login/freeplay', { body: { moduleId: 0 } });
}

export const useLoginFreeplay = () => useMutation({ mutationFn: loginFreeplay });
