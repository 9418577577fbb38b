import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import type { SmsNumber } from './send-login-code';

/** A registration code (R-REG-07); a number that already has an account hears so only at registration (S-06). */
export const sendRegisterCode = (number: SmsNumber, altcha: string) =>
  callEndpoint(accountEndpoints.sendRegisterCode, { body: { ...number, altcha } });
