import { apiRequest } from '../../../shared/lib/api-client';

/** Emails a reset link if the account has an address; the answer is the same either way (R-AUTH-44). */
export const requestResetEmail = (username: string) =>
  apiRequest<null>('POST', '/wps/member/password/email', { body: { username } });
