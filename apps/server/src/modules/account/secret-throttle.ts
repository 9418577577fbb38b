import { AUTH_POLICY } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { clearSecretFailures, countSecretFailure, readSecretFailures } from './profile-repository.js';
import type { RequestContext } from './request-context.js';

export type ChangeContext = Pick<RequestContext, 'ip' | 'log'>;

/**
 * A six-digit payment password falls to guessing unless guesses are slowed per member, whatever the
 * address or session they come from. The login's growing delay (S-04) applies, checked before any
 * hashing; a delay rather than a lockout, so nobody can lock the owner out.
 */
export async function assertSecretCheckAllowed(db: Db, memberId: number, ctx: ChangeContext) {
  const found = await readSecretFailures(db, memberId);
  if (!found || found.failures < AUTH_POLICY.delayAfterAccountFailures) return;
  const delay = Math.min(
    2 ** (found.failures - AUTH_POLICY.delayAfterAccountFailures),
    AUTH_POLICY.maxDelaySeconds,
  );
  const retryAfterSeconds = Math.ceil((found.lastFailureAt.getTime() + delay * 1000 - Date.now()) / 1000);
  if (retryAfterSeconds <= 0) return;
  ctx.log.warn({ event: 'secret_check_throttled', memberId, ip: ctx.ip, retryAfterSeconds });
  throw new AppError('RATE_LIMITED', { retryAfterSeconds });
}

/** Counts one failed secret check towards the delay and refuses with the field it was about. */
export async function refuseSecret(
  db: Db,
  memberId: number,
  field: string,
  event: string,
  ctx: ChangeContext,
): Promise<never> {
  await countSecretFailure(db, memberId);
  ctx.log.warn({ event, memberId, ip: ctx.ip });
  throw new AppError('BAD_CREDENTIALS', { field });
}

/** After a right answer the earlier misses no longer count, as after a successful login. */
export function forgetSecretFailures(db: Db, memberId: number) {
  return clearSecretFailures(db, memberId);
}
