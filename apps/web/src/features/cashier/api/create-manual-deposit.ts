import { type BodyOf, cashierEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** A manual bank-transfer deposit, waiting for the operator's check (R-WALLET-09). */
export const createManualDeposit = (body: BodyOf<typeof cashierEndpoints.depositManualTransfer>) =>
  callEndpoint(cashierEndpoints.depositManualTransfer, { body });
