import type { ChatUnread } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { readChatUnread } from './message-repository.js';

/** R-API-81: the member's unread chat count as the chat service last reported it; 0 while CBS3 is off. */
export async function getChatUnread(db: DbOrTx, memberId: number, chatOn: boolean): Promise<ChatUnread> {
  return { unreadCount: chatOn ? await readChatUnread(db, memberId) : 0 };
}
