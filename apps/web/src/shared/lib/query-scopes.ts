/** Every query about the logged-in member starts with this key, so ending a session drops them all. */
export const MEMBER_SCOPE = ['member'] as const;

/** Set on a query or mutation whose screen shows its own failures: the app then adds no notice. */
export const HANDLES_ERRORS = { handlesErrors: true } as const;
