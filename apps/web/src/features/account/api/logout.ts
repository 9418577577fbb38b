import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

/** Ends the session on the server (R-AUTH-31); it answers success even for an ended token. */
export const logout = () => callEndpoint(accountEndpoints.logout);
