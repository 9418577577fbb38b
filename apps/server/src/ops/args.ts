/** A mistake in an operator command: its message is printed, and the command changes nothing. */
export class OpsError extends Error {}

export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new OpsError(`--${name} needs a value`);
  return value;
}

export function required(args: string[], name: string): string {
  const value = option(args, name);
  if (value === undefined) throw new OpsError(`--${name} is required`);
  return value;
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A positive whole number given on the command line (an id). */
export function positiveId(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id <= 0) throw new OpsError(`give the ${what} (a number)`);
  return id;
}
