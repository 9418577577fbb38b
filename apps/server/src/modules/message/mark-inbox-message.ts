import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { markMessage } from './message-repository.js';

/**
 * R-MSG-11: marks one of the member's own messages read or deleted (idempotent). Another member's
 * message answers the same 404 as an unknown one (S-20), so ids reveal nothing.
 */
export async function markInboxMessage(
  db: DbOrTx,
  memberId: number,
  messageId: number,
  mark: 'read' | 'deleted',
) {
  if (!(await markMessage(db, memberId, messageId, mark))) {
    throw new AppError('NOT_FOUND', { field: 'messageId' });
  }
  return { success: true };
}
