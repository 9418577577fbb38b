import { accountEndpoints, type ResetPaymentPasswordBody } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A forgotten payment password, against the login password and the security answers (R-API-38, S-14). */
export const resetPaymentPassword = (body: ResetPaymentPasswordBody) =>
  callEndpoint(accountEndpoints.resetPaymentPassword, { body });
