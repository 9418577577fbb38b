import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Ends every session of the member and forgets every remembered device (H-7). */
export const logoutEverywhere = () => callEndpoint(accountEndpoints.logoutEverywhere);
