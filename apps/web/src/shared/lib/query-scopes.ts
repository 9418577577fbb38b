import type { QueryClient } from '@tanstack/react-query';

/** Every query about the logged-in member starts with this key, so ending a session drops them all. */
export const MEMBER_SCOPE = ['member'] as const;

/**
 * Queries that guests see too but whose answer carries the viewer's read marks (announcements,
 * notices, pop-ups): cached per query, and cleared whenever a session starts or ends (R-MSG-08).
 */
export const VIEWER_SCOPE = ['viewer'] as const;

/** Set on a query or mutation whose screen shows its own failures: the app then adds no notice. */
export const HANDLES_ERRORS = { handlesErrors: true } as const;

/**
 * A session started or ended: the member's queries go, and the viewer's are cleared and asked
 * again for the screens that show them.
 */
export function dropSessionQueries(client: QueryClient): void {
  client.removeQueries({ queryKey: MEMBER_SCOPE });
  void client.resetQueries({ queryKey: VIEWER_SCOPE });
}
