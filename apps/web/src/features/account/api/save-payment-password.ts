import { accountEndpoints, type PaymentPasswordBody } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Sets the payment password, or changes it against the old one (R-API-37, S-14). */
export const savePaymentPassword = (body: PaymentPasswordBody) =>
  callEndpoint(accountEndpoints.savePaymentPassword, { body });
