import { accountEndpoints, type RegisterBody } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Mobile registration (R-REG-17); the answer is a session, as after a login (R-REG-21). */
export const registerMobile = (body: RegisterBody) => callEndpoint(accountEndpoints.registerMobile, { body });
