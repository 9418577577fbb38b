import { useRef } from 'react';
import { useStatus } from '../../../shared/api/get-status';
import { loadIdentityClient, type PhoneVerification } from '../lib/identity-client';

/**
 * The Firebase SMS path (R-AUTH-38, R-REG-20): when the operator has Firebase verify numbers, the
 * code is sent and checked by Firebase, and the form sends the ID token that proves the number in
 * place of the code. `anchor` is where the invisible reCAPTCHA lives.
 */
export function usePhoneVerification() {
  const settings = useStatus().data?.info.identityProvider ?? null;
  const anchor = useRef<HTMLDivElement>(null);
  const pending = useRef<PhoneVerification | null>(null);
  const enabled = Boolean(settings?.phoneAuth);

  return {
    enabled,
    anchor,
    async send(number: { countryDialingCode: string; mobileNum: string }) {
      if (!settings || !anchor.current) throw new Error('the Firebase SMS path is not set up');
      const client = await loadIdentityClient(settings);
      pending.current = await client.sendPhoneCode(
        `+${number.countryDialingCode}${number.mobileNum}`,
        anchor.current,
      );
    },
    /** The ID token for a correct code; null for a wrong one or when no code was sent. */
    async confirm(code: string): Promise<string | null> {
      if (!pending.current) return null;
      return pending.current.confirm(code).catch(() => null);
    },
  };
}

export type PhoneVerificationPath = ReturnType<typeof usePhoneVerification>;
