import type { SmsSent } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { SmsNumber } from './send-login-code';

/** A registration code (R-REG-07); a number that already has an account is refused (MOBILE_EXISTS). */
export const sendRegisterCode = (number: SmsNumber, altcha: string) =>
  apiRequest<SmsSent>('POST', '/wps/verification/sms/register', { body: { ...number, altcha } });
