import { accountEndpoints } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A trial account of its own, logged in at once (R-AUTH-28); module 0 is the whole site. */
export const loginFreeplay = () => callEndpoint(accountEndpoints.startTrial, { body: { moduleId: 0 } });

export const useLoginFreeplay = () => useMutation({ mutationFn: loginFreeplay });
