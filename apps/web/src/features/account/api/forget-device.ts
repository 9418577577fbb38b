import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** "Not you?": the server kills this device's remember token and clears its cookie (H-7). */
export const forgetDevice = () => callEndpoint(accountEndpoints.forgetDevice);
