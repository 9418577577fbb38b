import { type BodyOf, cashierEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A payout account in the member's payee name (R-API-39). */
export const addBankCard = (body: BodyOf<typeof cashierEndpoints.addBankCard>) =>
  callEndpoint(cashierEndpoints.addBankCard, { body });
