import type { ResetPaymentPasswordBody } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** A forgotten payment password, against the login password and the security answers (R-API-38, S-14). */
export const resetPaymentPassword = (body: ResetPaymentPasswordBody) =>
  apiRequest<null>('POST', '/wps/member/paymentPassword/reset', { body });
