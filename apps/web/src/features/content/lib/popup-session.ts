import type { Announcement } from '@app/contracts';

/** sessionStorage key of the pop-up announcements closed in this session (R-HOME-39). */
export const POPUPS_CLOSED_KEY = 'home_popups_closed';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const store = (): SessionStore | null => {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
};

/** The ids closed in this session; a missing or damaged value reads as none. */
export function closedPopups(session: SessionStore | null = store()): number[] {
  try {
    const parsed: unknown = JSON.parse(session?.getItem(POPUPS_CLOSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/** Remembers one closed pop-up for the rest of the session. */
export function rememberClosed(id: number, session: SessionStore | null = store()): void {
  const closed = closedPopups(session);
  if (closed.includes(id)) return;
  try {
    session?.setItem(POPUPS_CLOSED_KEY, JSON.stringify([...closed, id]));
  } catch {
    // A full or blocked storage: the pop-up may show again, nothing breaks.
  }
}

/** The pop-ups still to show, in the server's order: type PU, not closed in this session. */
export function pendingPopups(items: readonly Announcement[], closed: readonly number[]): Announcement[] {
  return items.filter((a) => a.type === 'PU' && !closed.includes(a.id));
}
