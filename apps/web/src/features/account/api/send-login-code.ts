import type { SmsSent } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

export interface SmsNumber {
  /** Without its one leading zero (R-VAL-05). */
  mobileNum: string;
  countryDialingCode: string;
}

/** A login code (R-AUTH-35): the same answer whether or not the number has an account (S-06). */
export const sendLoginCode = (number: SmsNumber, altcha: string) =>
  apiRequest<SmsSent>('POST', '/wps/verification/sms/noLogin', { body: { ...number, altcha } });
