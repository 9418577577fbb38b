import { type BodyOf, cashierEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A withdrawal request: its amount is held until the operator pays or returns it (R-API-97). */
export const createWithdrawal = (body: BodyOf<typeof cashierEndpoints.withdraw>) =>
  callEndpoint(cashierEndpoints.withdraw, { body });
