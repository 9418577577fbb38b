import { type BodyOf, promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Joins a deposit promotion for the order just made; the bonus is credited when it is paid (R-API-95). */
export const acceptPromo = (body: BodyOf<typeof promotionsEndpoints.acceptPromo>) =>
  callEndpoint(promotionsEndpoints.acceptPromo, { body });
