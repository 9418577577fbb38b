import type { HouseSpinValue } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

export interface SpinBody {
  token: string;
  spinId: string;
  lineBetCentavos: number;
}

/** One spin: the bet, the outcome and the win in one call; 409 INSUFFICIENT_FUNDS carries the balance. */
export const spinSlot = (body: SpinBody) =>
  apiRequest<HouseSpinValue>('POST', '/wps/house/slots/spin', { body });
