import { checkField, normalizeMobile } from '@app/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SmsNumber } from './sms-code-repository.js';

/** The number as stored: one leading zero dropped (R-VAL-5), checked by the mobile rule. */
export function mobileNumberOf(body: {
  mobileNum?: string | undefined;
  mobileNo?: string | undefined;
  countryDialingCode: string;
}): SmsNumber {
  const mobileNum = normalizeMobile(body.mobileNum || body.mobileNo || '');
  if (checkField('mobileNum', mobileNum)) throw new AppError('INVALID_MOBILE', { field: 'mobileNum' });
  return { countryDialingCode: body.countryDialingCode, mobileNum };
}
