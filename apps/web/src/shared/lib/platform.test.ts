import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNativeApp, NATIVE_APP_SESSION_KEY, rememberLaunchFlags } from './platform';

describe('native app detection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('R-DL-21 the default GamingApp token or the configured one in the user agent means the native app', () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    agent.mockReturnValue('Mozilla/5.0 (Linux; Android 13) Chrome/126 Mobile GamingApp/3.1');
    expect(isNativeApp()).toBe(true);
    expect(isNativeApp('PerlaShell')).toBe(false);
    agent.mockReturnValue('Mozilla/5.0 (Linux; Android 13) Chrome/126 Mobile PerlaShell/1.0');
    expect(isNativeApp('PerlaShell')).toBe(true);
    expect(isNativeApp()).toBe(false);
  });

  it('R-DL-21 ?app=1 marks the rest of the visit as the native app, kept in sessionStorage', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 13) Chrome/126');
    rememberLaunchFlags(new URLSearchParams('app=0'));
    expect(isNativeApp()).toBe(false);
    rememberLaunchFlags(new URLSearchParams('app=1'));
    expect(sessionStorage.getItem(NATIVE_APP_SESSION_KEY)).toBe('1');
    // Later pages of the visit carry no flag and are still inside the app.
    rememberLaunchFlags(new URLSearchParams(''));
    expect(isNativeApp()).toBe(true);
    sessionStorage.clear();
    expect(isNativeApp()).toBe(false);
  });
});
