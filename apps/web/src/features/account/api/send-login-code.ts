import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export interface SmsNumber {
  /** Without its one leading zero (R-VAL-05). */
  mobileNum: string;
  countryDialingCode: string;
}

/** A login code (R-AUTH-35): the same answer whether or not the number has an account (S-06). */
export const sendLoginCode = (number: SmsNumber, altcha: string) =>
  callEndpoint(accountEndpoints.sendLoginCode, { body: { ...number, altcha } });
