import { STORAGE_KEYS } from '@app/contracts';
import { storage } from '../../../shared/lib/storage';

/**
 * Where "remember me" keeps its entries. SPEC §3 describes the entry but names no key, and the
 * shared STORAGE_KEYS has none yet, so the name follows the MC_ keys of SPEC §9.
 */
export const REMEMBERED_CREDENTIALS_KEY = 'MC_REMEMBERED_CREDENTIALS';

/**
 * The account whose HttpOnly remember cookie this device holds (H-7). The page cannot read that
 * cookie, so this name says whom the one-tap login would sign in; it holds nothing secret.
 */
export const REMEMBERED_DEVICE_KEY = 'MC_REMEMBERED_DEVICE';

export type LoginMode = 'username' | 'sms';

/**
 * One remembered login per mode (R-AUTH-26). Unlike SPEC §3 it holds no password, encoded or not:
 * anyone holding the phone, or any injected script, could read it back (H-7).
 */
export interface RememberedLogin {
  type: LoginMode;
  username: string;
  countryDialingCode: string;
}

function readAll(): RememberedLogin[] {
  const stored = storage.getJson<unknown>(REMEMBERED_CREDENTIALS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is RememberedLogin =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry.type === 'username' || entry.type === 'sms') &&
        typeof entry.username === 'string',
    )
    .map(({ type, username, countryDialingCode }) => ({
      type,
      username,
      countryDialingCode: typeof countryDialingCode === 'string' ? countryDialingCode : '',
    }));
}

/** The remembered entry of a mode, which pre-fills the form (R-AUTH-27). */
export function readRememberedLogin(mode: LoginMode): RememberedLogin | null {
  return readAll().find((entry) => entry.type === mode) ?? null;
}

/** Ticked at a successful login: keep this mode's entry and remPass=1 (R-AUTH-26). */
export function rememberLogin(entry: RememberedLogin): void {
  const { type, username, countryDialingCode } = entry;
  const others = readAll().filter((e) => e.type !== type);
  storage.setJson(REMEMBERED_CREDENTIALS_KEY, [...others, { type, username, countryDialingCode }]);
  storage.set(STORAGE_KEYS.remPass, '1');
}

/** Unticked at a successful login: drop this mode's entry and remPass=0 (R-AUTH-26). */
export function forgetRememberedLogin(mode: LoginMode): void {
  const others = readAll().filter((e) => e.type !== mode);
  if (others.length > 0) storage.setJson(REMEMBERED_CREDENTIALS_KEY, others);
  else storage.remove(REMEMBERED_CREDENTIALS_KEY);
  storage.set(STORAGE_KEYS.remPass, '0');
}

/** A login with "remember me" ticked: the server set the cookie for this account. */
export function markRememberedDevice(userName: string): void {
  storage.set(REMEMBERED_DEVICE_KEY, userName);
}

/** The account the one-tap login would sign in, or null when the device holds no token. */
export function rememberedDevice(): string | null {
  return storage.get(REMEMBERED_DEVICE_KEY) || null;
}

/** Logout, an unticked login or a refused token: the device no longer offers the one tap. */
export function forgetRememberedDevice(): void {
  storage.remove(REMEMBERED_DEVICE_KEY);
}
