import { accountEndpoints } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { isInstalledWebApp } from '../../../shared/lib/platform';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

export interface LoginInput {
  username: string;
  password: string;
  /** Empty while the captcha is hidden (R-AUTH-11). */
  captcha: string;
  /** The solved `login` challenge, when the site asks for one (R-AUTH-24). */
  altcha?: string;
  /** "Remember me": the server sets this device's HttpOnly token (R-AUTH-26, H-7). */
  remember?: boolean;
}

export interface SmsLoginInput {
  /** Without its one leading zero (R-VAL-05). */
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  remember?: boolean;
}

/**
 * Username login (R-AUTH-11) or SMS login (R-AUTH-12); `type` 0 is the member login the mobile site
 * always sends (R-ROLE-15).
 */
export function login(input: LoginInput | SmsLoginInput) {
  return callEndpoint(accountEndpoints.login, {
    body: { ...input, type: 0 },
    // Home-screen apps say so, and the server records it with the session (R-AUTH-13).
    headers: isInstalledWebApp() ? { Device: 'OTHERS' } : undefined,
  });
}

export const useLogin = () => useMutation({ mutationFn: login, meta: HANDLES_ERRORS });
