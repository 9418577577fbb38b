import { accountEndpoints } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { isInstalledWebApp } from '../../../shared/lib/platform';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { type CredentialSeal, callSealed } from '../../../shared/lib/sealed-call';
import { useCredentialSeal } from '../hooks/use-credential-seal';

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

/** A Google or Facebook sign-in: the Firebase ID token the provider's sign-in gave (R-AUTH-08). */
export interface ProviderLoginInput {
  firebaseChannel: 'google' | 'facebook';
  firebaseIdToken: string;
}

/** A number Firebase verified, in place of the site's SMS code (R-AUTH-38, R-API-21). */
export interface PhoneLoginInput {
  firebaseChannel: 'sms';
  firebaseIdToken: string;
  firebaseMobileNo: string;
  countryDialingCode: string;
  remember?: boolean;
}

type AnyLoginInput = LoginInput | SmsLoginInput | ProviderLoginInput | PhoneLoginInput;

/**
 * Username login (R-AUTH-11), SMS login (R-AUTH-12) or a provider sign-in (R-AUTH-08); `type` 0 is the member login the mobile site
 * always sends (R-ROLE-15). Sealed with the published key when the site enables it (R-AUTH-14).
 */
export function login(input: AnyLoginInput, seal?: CredentialSeal) {
  return callSealed(
    accountEndpoints.login,
    { ...input, type: 0 },
    seal,
    // Home-screen apps say so, and the server records it with the session (R-AUTH-13).
    isInstalledWebApp() ? { Device: 'OTHERS' } : {},
  );
}

export const useLogin = () => {
  const sealOf = useCredentialSeal();
  return useMutation({
    mutationFn: async (input: AnyLoginInput) => login(input, await sealOf()),
    meta: HANDLES_ERRORS,
  });
};
