import type { IdentityChannel, IdentityProviderConfig, Whitelabel } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  firebaseIdentityVerifier,
  type IdentityVerifier,
  type VerifiedIdentity,
} from './identity-provider.js';
import { findMemberByIdentity } from './identity-repository.js';
import { type LoginResult, startSession } from './login.js';
import { findMemberByMobile } from './member-repository.js';
import { mobileNumberOf } from './mobile-number.js';
import type { RequestContext } from './request-context.js';
import type { SmsNumber } from './sms-code-repository.js';

/** Firebase as this site runs it: null when no project is configured (config FIREBASE_*). */
export interface IdentityProvider {
  verify: IdentityVerifier;
}

/** The operator's switches that decide which channels are open. */
export interface ChannelSwitches {
  whitelabel: Whitelabel;
  settings: { firebasePhoneAuth: boolean };
}

/** Each channel is on only with its switch: the whitelabel flag, or phone verification by Firebase. */
function channelEnabled(channel: IdentityChannel, { whitelabel, settings }: ChannelSwitches): boolean {
  if (channel === 'google') return whitelabel.GOOGLELOGIN3;
  if (channel === 'facebook') return whitelabel.FACEBOOKLOGIN3;
  return settings.firebasePhoneAuth;
}

/** The token of an enabled channel, checked (R-API-21); refused before any work when the channel is off. */
export async function verifiedIdentity(
  channel: IdentityChannel,
  idToken: string,
  provider: IdentityProvider | null,
  switches: ChannelSwitches,
  ctx: RequestContext,
): Promise<VerifiedIdentity> {
  if (!provider || !channelEnabled(channel, switches))
    throw new AppError('IDENTITY_PROVIDER_DISABLED', { field: 'firebaseChannel' });
  try {
    return await provider.verify(channel, idToken);
  } catch (error) {
    ctx.log.warn({
      event: 'identity_token_refused',
      channel,
      ip: ctx.ip,
      code: error instanceof AppError ? error.code : null,
    });
    throw error;
  }
}

/** A Firebase-verified number stands for a correct SMS code only for the number the form names. */
export function checkVerifiedNumber(identity: VerifiedIdentity, number: SmsNumber) {
  if (identity.phoneNumber !== `+${number.countryDialingCode}${number.mobileNum}`)
    throw new AppError('IDENTITY_TOKEN_INVALID', { field: 'firebaseMobileNo', reason: 'phone_number' });
}

interface IdentityLogin {
  channel: IdentityChannel;
  countryDialingCode: string;
  mobileNum: string;
  type: 0 | 1;
}

/**
 * A provider sign-in opens the account it was registered with (R-AUTH-08); a number verified by
 * Firebase opens the account of that number, as a correct SMS code would (R-API-21).
 */
export async function loginWithIdentity(
  db: Db,
  identity: VerifiedIdentity,
  input: IdentityLogin,
  ctx: RequestContext,
): Promise<LoginResult> {
  let member: Awaited<ReturnType<typeof findMemberByIdentity>>;
  if (input.channel === 'sms') {
    const number = mobileNumberOf(input);
    checkVerifiedNumber(identity, number);
    member = await findMemberByMobile(db, number);
  } else {
    member = await findMemberByIdentity(db, identity);
  }
  if (!member) throw new AppError('IDENTITY_NOT_LINKED', { field: 'firebaseChannel' });
  return startSession(db, member, input.type, ctx);
}

interface FirebaseEnv {
  FIREBASE_PROJECT_ID?: string | undefined;
  FIREBASE_API_KEY?: string | undefined;
  FIREBASE_AUTH_DOMAIN?: string | undefined;
  FIREBASE_JWKS_URL: string;
  FIREBASE_AUTH_EMULATOR_URL?: string | undefined;
}

/** The configured Firebase project, or null: then every provider sign-in is refused. */
export function identityProviderFrom(config: FirebaseEnv): IdentityProvider | null {
  if (!config.FIREBASE_PROJECT_ID) return null;
  return {
    verify: firebaseIdentityVerifier({
      projectId: config.FIREBASE_PROJECT_ID,
      jwksUrl: config.FIREBASE_JWKS_URL,
    }),
  };
}

/** What the browser needs to sign in with the same project (the config guarantees all three are set). */
export function identityProviderSettingsFrom(config: FirebaseEnv): IdentityProviderConfig | null {
  const {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: apiKey,
    FIREBASE_AUTH_DOMAIN: authDomain,
  } = config;
  if (!projectId || !apiKey || !authDomain) return null;
  return {
    apiKey,
    authDomain,
    projectId,
    emulatorUrl: config.FIREBASE_AUTH_EMULATOR_URL ?? null,
  };
}
