import { STORAGE_KEYS } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  roleOf,
  shouldVerifyStoredSession,
  startSession,
  syncSessionType,
  useSession,
} from './session';

const session = { token: 't', merchantCode: 'PERLA', userName: 'p', type: 0, firstTimeLogin: true };

describe('the session store', () => {
  beforeEach(() => localStorage.clear());

  it('R-AUTH-15 R-AUTH-17 keeps MC_SESSION_INFO with its five fields and sets autoLogin=1', () => {
    startSession(session);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sessionInfo) ?? '')).toEqual(session);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('1');
    expect(useSession.getState().session).toEqual(session);
    expect(shouldVerifyStoredSession()).toBe(true);
  });

  it('R-AUTH-32 R-AUTH-33 clearing forgets the session and member info only, with autoLogin=0', () => {
    startSession(session);
    for (const [key, value] of [
      [STORAGE_KEYS.memberInfo, '{}'],
      [STORAGE_KEYS.theme, 'light'],
      [STORAGE_KEYS.language, 'TY'],
      [STORAGE_KEYS.hideDownloadBar, '1'],
      ['MC_REMEMBERED_CREDENTIALS', '[]'],
    ]) {
      localStorage.setItem(key as string, value as string);
    }
    clearSession();
    expect(useSession.getState().session).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.memberInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(localStorage.getItem(STORAGE_KEYS.hideDownloadBar)).toBe('1');
    expect(localStorage.getItem('MC_REMEMBERED_CREDENTIALS')).toBe('[]');
    expect(shouldVerifyStoredSession()).toBe(false);
  });

  it('R-ROLE-01 no session is a guest, type 4 a trial, 0, 1, 2 and agents members', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf({ ...session, type: 4 })).toBe('trial');
    for (const type of [0, 1, 2, 40]) expect(roleOf({ ...session, type })).toBe('member');
  });

  it('R-ROLE-01 an approved agent takes the type of the next member info, stored, without a new login', () => {
    startSession(session);
    syncSessionType(1);
    expect(useSession.getState().session).toEqual({ ...session, type: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.sessionInfo) ?? '').type).toBe(1);
    clearSession();
    syncSessionType(1);
    expect(useSession.getState().session).toBeNull();
  });
});
