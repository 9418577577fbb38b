import { useEffect, useState } from 'react';
import { roleOf, useSession } from '../../../shared/stores/session';
import { usePlaySession } from '../api/play-session';
import { nextCheckAt } from '../lib/reality-check';

/**
 * Counts the member's play since the login and, at each interval of their choice, asks the server
 * for the session's figures and opens the check. While it is open nothing else is scheduled; once
 * dismissed the next one follows an interval later.
 */
export function useRealityCheck() {
  const isMember = roleOf(useSession((s) => s.session)) === 'member';
  const session = usePlaySession(isMember);
  const [open, setOpen] = useState(false);
  const { data, refetch } = session;
  const startedAt = data ? Date.parse(data.startedAt) : null;
  const interval = data?.realityCheckMinutes ?? null;

  useEffect(() => {
    if (!isMember || open || startedAt === null || interval === null) return;
    const at = nextCheckAt(startedAt, interval, Date.now());
    const timer = setTimeout(() => {
      void refetch().then(() => setOpen(true));
    }, at - Date.now());
    return () => clearTimeout(timer);
  }, [isMember, open, startedAt, interval, refetch]);

  return { open: open && isMember ? data : undefined, dismiss: () => setOpen(false) };
}
