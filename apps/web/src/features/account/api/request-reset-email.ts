import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Emails a reset link if the account has an address; the answer is the same either way (R-AUTH-44). */
export const requestResetEmail = (username: string) =>
  callEndpoint(accountEndpoints.requestResetEmail, { body: { username } });
