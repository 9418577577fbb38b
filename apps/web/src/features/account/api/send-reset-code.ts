import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import type { SmsNumber } from './send-login-code';

/** A reset code for this name and number (R-AUTH-42); texted only when the number is the name's (S-06). */
export const sendResetCode = (username: string, number: SmsNumber, altcha: string) =>
  callEndpoint(accountEndpoints.sendResetCode, { body: { username, ...number, altcha } });
