import { promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Signs in for today; a second sign-in the same day is refused. */
export const signIn = () => callEndpoint(promotionsEndpoints.signIn, {});
