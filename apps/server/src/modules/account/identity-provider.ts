import type { IdentityChannel } from '@app/contracts';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';

/** The sign-in provider each channel's token must name (Firebase's `firebase.sign_in_provider`). */
export const PROVIDER_OF_CHANNEL: Record<IdentityChannel, string> = {
  google: 'google.com',
  facebook: 'facebook.com',
  sms: 'phone',
};

/** A token older than this proves an old sign-in, not the one the player just made. */
const FRESH_SIGN_IN_SECONDS = 10 * 60;
const CLOCK_SKEW_SECONDS = 60;

export interface IdentityProviderConfig {
  projectId: string;
  jwksUrl: string;
}

export interface VerifiedIdentity {
  provider: string;
  /** The provider's stable user id (`sub`). */
  subject: string;
  email: string | null;
  /** E.164, for the phone channel. */
  phoneNumber: string | null;
}

export type IdentityVerifier = (channel: IdentityChannel, idToken: string) => Promise<VerifiedIdentity>;

interface FirebaseClaims extends JWTPayload {
  auth_time?: number;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  firebase?: { sign_in_provider?: string };
}

const invalid = (reason: string) =>
  new AppError('IDENTITY_TOKEN_INVALID', { field: 'firebaseIdToken', reason });

/**
 * Checks a Firebase ID token as Firebase documents it: an RS256 signature by one of the published
 * keys (fetched and cached by key id), issuer `https://securetoken.google.com/<project>`, audience
 * the project, not expired, and a sign-in made moments ago with the provider the channel names.
 */
export function firebaseIdentityVerifier(config: IdentityProviderConfig): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return async (channel, idToken) => {
    let claims: FirebaseClaims;
    try {
      ({ payload: claims } = await jwtVerify<FirebaseClaims>(idToken, keys, {
        algorithms: ['RS256'],
        issuer: `https://securetoken.google.com/${config.projectId}`,
        audience: config.projectId,
        clockTolerance: CLOCK_SKEW_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && !isKeySourceFailure(error)) throw invalid(error.code);
      throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
    }
    const now = Math.floor(Date.now() / 1000);
    const authTime = claims.auth_time ?? 0;
    if (authTime > now + CLOCK_SKEW_SECONDS || authTime < now - FRESH_SIGN_IN_SECONDS)
      throw invalid('auth_time');
    if (!claims.sub || claims.sub.length > 128) throw invalid('sub');
    const provider = PROVIDER_OF_CHANNEL[channel];
    if (claims.firebase?.sign_in_provider !== provider) throw invalid('sign_in_provider');
    const phoneNumber = claims.phone_number ?? null;
    if (channel === 'sms' && !phoneNumber) throw invalid('phone_number');
    return {
      provider,
      subject: claims.sub,
      email: claims.email && claims.email_verified ? claims.email : null,
      phoneNumber,
    };
  };
}

/** The published keys could not be read: the provider is down, not the token wrong. */
function isKeySourceFailure(error: errors.JOSEError) {
  return error instanceof errors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC';
}
