import { MEMBER_TYPE, STORAGE_KEYS } from '@app/contracts';
import { create } from 'zustand';
import { storage } from '../lib/storage';

/** SPEC §3 "Session info", kept under MC_SESSION_INFO. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

function readSession(): SessionInfo | null {
  const stored = storage.getJson<SessionInfo>(STORAGE_KEYS.sessionInfo);
  return stored && typeof stored.token === 'string' && stored.token && typeof stored.type === 'number'
    ? stored
    : null;
}

interface SessionState {
  session: SessionInfo | null;
}

/** Login status is read only from the stored session with its token (R-AUTH-16). */
export const useSession = create<SessionState>(() => ({ session: readSession() }));

/** Keeps a new session (R-AUTH-15) and marks it to be checked on the next start (R-AUTH-17, R-AUTH-34). */
export function startSession(session: SessionInfo): void {
  storage.setJson(STORAGE_KEYS.sessionInfo, session);
  storage.set(STORAGE_KEYS.autoLogin, '1');
  useSession.setState({ session });
}

/**
 * Forgets the session on this device: the token and the cached member info, with autoLogin=0
 * (R-AUTH-32). Theme, language, remembered username and download-bar choice stay (R-AUTH-33).
 */
export function clearSession(): void {
  storage.remove(STORAGE_KEYS.sessionInfo);
  storage.remove(STORAGE_KEYS.memberInfo);
  storage.set(STORAGE_KEYS.autoLogin, '0');
  useSession.setState({ session: null });
}

/**
 * The member's type as the server now has it (member info): an approved agent application takes
 * effect at the next refresh, without a new login (R-ROLE-01).
 */
export function syncSessionType(type: number): void {
  const session = useSession.getState().session;
  if (!session || session.type === type) return;
  const next = { ...session, type };
  storage.setJson(STORAGE_KEYS.sessionInfo, next);
  useSession.setState({ session: next });
}

/** Whether the next start should check the stored session with the server (R-AUTH-34). */
export function shouldVerifyStoredSession(): boolean {
  return useSession.getState().session !== null && storage.get(STORAGE_KEYS.autoLogin) === '1';
}

export type Role = 'guest' | 'member' | 'trial';

/** R-ROLE-01: no session is a guest; 0, 1, 2 (and agent sub-types) are real; 4 is trial. */
export function roleOf(session: SessionInfo | null): Role {
  if (!session) return 'guest';
  return session.type === MEMBER_TYPE.trial ? 'trial' : 'member';
}
