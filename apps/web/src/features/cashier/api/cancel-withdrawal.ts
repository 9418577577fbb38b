import { cashierEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Cancels a pending withdrawal; the held amount returns. */
export const cancelWithdrawal = (withdrawalId: string) =>
  callEndpoint(cashierEndpoints.cancelWithdrawal, { params: { withdrawalId } });
