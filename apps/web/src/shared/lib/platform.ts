import { DEFAULT_NATIVE_APP_TOKEN, STORAGE_KEYS } from '@app/contracts';
import { storage } from './storage';

/** Where `?app=1` is remembered for the rest of the visit (R-DL-21). */
export const NATIVE_APP_SESSION_KEY = 'nativeApp';

/** An installed web app or an iOS home-screen web clip (R-DL-19). False on the server's render. */
export function isInstalledWebApp(): boolean {
  if (typeof navigator === 'undefined') return false;
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Inside the native app: its user-agent token, or `?app=1` earlier in this visit (R-DL-21). */
export function isNativeApp(userAgentToken = DEFAULT_NATIVE_APP_TOKEN): boolean {
  if (typeof navigator === 'undefined') return false;
  if (userAgentToken && navigator.userAgent.includes(userAgentToken)) return true;
  try {
    return sessionStorage.getItem(NATIVE_APP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Flags the start URL carries: `?app=1` from the native app, for this visit (R-DL-21), and
 * `?webclip=1` from the configuration profile's web clip, kept (R-DL-20).
 */
export function rememberLaunchFlags(params: URLSearchParams): void {
  if (params.get('webclip') === '1') storage.set(STORAGE_KEYS.webClip, '1');
  if (params.get('app') === '1') {
    try {
      sessionStorage.setItem(NATIVE_APP_SESSION_KEY, '1');
    } catch {
      // Private modes: the user-agent token still tells the native app.
    }
  }
}

export type RegisterMethod = 'APP' | 'WEBCLIP' | 'PWA' | 'H5';

/**
 * How this registration reached us (R-REG-19). The web clip is checked before the installed web
 * app because an iOS web clip also runs standalone.
 */
export function registerMethod(userAgentToken?: string): RegisterMethod {
  if (isNativeApp(userAgentToken)) return 'APP';
  if (storage.get(STORAGE_KEYS.webClip) === '1') return 'WEBCLIP';
  if (isInstalledWebApp()) return 'PWA';
  return 'H5';
}
