import type { InboxMessage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findInboxMessage } from './message-repository.js';

/** R-API-129: one of the member's own messages; another member's answers like an unknown one (S-20). */
export async function getInboxMessage(
  db: DbOrTx,
  memberId: number,
  messageId: number,
): Promise<InboxMessage> {
  const row = await findInboxMessage(db, memberId, messageId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
