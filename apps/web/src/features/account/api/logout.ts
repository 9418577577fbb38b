import { apiRequest } from '../../../shared/lib/api-client';

/** Ends the session on the server (R-AUTH-31); it answers success even for an ended token. */
export function logout(): Promise<null> {
  return apiRequest<null>('DELETE', '/wps/session/logout');
}
