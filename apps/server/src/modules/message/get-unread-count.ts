import { MEMBER_TYPE, type UnreadCount } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { countUnreadNotices } from '../content/index.js';
import type { SessionContext } from '../session/index.js';
import { countInbox, readChatUnread } from './message-repository.js';

/**
 * R-API-77: the member's three counters. A trial account has neither inbox nor chat (R-ROLE-08),
 * and the chat count is 0 while CBS3 is off.
 */
export async function getUnreadCount(
  db: DbOrTx,
  session: SessionContext,
  language: string | undefined,
  chatOn: boolean,
): Promise<UnreadCount> {
  const reader = { memberId: session.memberId, type: session.type };
  const real = session.type !== MEMBER_TYPE.trial;
  const [announcementUnreadCount, inboxUnreadCount, chatUnreadCount] = await Promise.all([
    countUnreadNotices(db, language, reader),
    real ? countInbox(db, session.memberId, true) : 0,
    real && chatOn ? readChatUnread(db, session.memberId) : 0,
  ]);
  return { announcementUnreadCount, chatUnreadCount, inboxUnreadCount };
}
