import { type BodyOf, houseEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export type SpinBody = BodyOf<typeof houseEndpoints.spin>;

/** One spin: the bet, the outcome and the win in one call; 409 INSUFFICIENT_FUNDS carries the balance. */
export const spinSlot = (body: SpinBody) => callEndpoint(houseEndpoints.spin, { body });
