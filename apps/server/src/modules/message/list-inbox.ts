import { INBOX_PAGE_SIZE, type InboxPage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { countInbox, listInboxPage } from './message-repository.js';

/** R-MSG-11: the member's own inbox, newest first, 20 a page; a page past the end is empty. */
export async function listInbox(db: DbOrTx, memberId: number, pageNum: number): Promise<InboxPage> {
  const [rows, total] = await Promise.all([
    listInboxPage(db, memberId, INBOX_PAGE_SIZE, (pageNum - 1) * INBOX_PAGE_SIZE),
    countInbox(db, memberId, false),
  ]);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pageNum,
    totalPages: Math.ceil(total / INBOX_PAGE_SIZE),
  };
}
