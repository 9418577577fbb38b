import type { PaymentPasswordBody } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Sets the payment password, or changes it against the old one (R-API-37, S-14). */
export const savePaymentPassword = (body: PaymentPasswordBody) =>
  apiRequest<null>('POST', '/wps/member/paymentPassword', { body });
