import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import type { SmsNumber } from './send-login-code';

export interface ResetBySms extends SmsNumber {
  username: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Sets a new password with the texted code (R-AUTH-43). */
export const resetPasswordBySms = (body: ResetBySms) =>
  callEndpoint(accountEndpoints.resetPasswordBySms, { body });
