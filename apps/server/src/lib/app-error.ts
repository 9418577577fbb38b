import { ERRORS, type ErrorCode } from '@app/contracts';

/** A failure the client should see as it is: its code picks the HTTP status and message key. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details: { field?: string; [key: string]: unknown } | null = null,
  ) {
    super(code);
    this.status = ERRORS[code].status;
  }
}

export function ok<T>(value: T) {
  return { success: true as const, value, code: null, message: 'ok' };
}
