import { accountEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import { isInstalledWebApp } from '../../../shared/lib/platform';

/**
 * One-tap login with this device's HttpOnly remember cookie (R-AUTH-26, H-7): the browser sends the
 * cookie, the server answers a session and a new cookie; no password is kept anywhere on the device.
 */
export const loginRemembered = () =>
  callEndpoint(accountEndpoints.loginRemembered, {
    headers: isInstalledWebApp() ? { Device: 'OTHERS' } : undefined,
  });
