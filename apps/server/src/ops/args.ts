/** A mistake in an operator command: its message is printed, and the command changes nothing. */
export class OpsError extends Error {}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A positive whole number given on the command line (an id). */
export function positiveId(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id <= 0) throw new OpsError(`give the ${what} (a number)`);
  return id;
}
