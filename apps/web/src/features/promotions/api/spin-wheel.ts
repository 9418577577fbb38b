import { type BodyOf, promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Spins the commitment the player was shown, with the player's seed; the answer reveals the seed. */
export const spinWheel = (body: BodyOf<typeof promotionsEndpoints.wheelSpin>) =>
  callEndpoint(promotionsEndpoints.wheelSpin, { body });
