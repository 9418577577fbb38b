import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';
import { findMemberId, insertInboxMessage, writeChatUnread } from './message-repository.js';

const title = z.string().trim().min(1).max(200);
const content = z.string().max(100_000).default('');

/** Who an operator's message goes to: one member, a member type, a VIP level and above, or everyone. */
export const inboxMessageInputSchema = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('member'), username: z.string().min(1).max(64), title, content }),
  z.object({ audience: z.literal('type'), memberType: z.int().min(0).max(99), title, content }),
  z.object({ audience: z.literal('vip'), minVipLevel: z.int().min(0).max(99), title, content }),
  z.object({ audience: z.literal('all'), title, content }),
]);
export type InboxMessageInput = z.input<typeof inboxMessageInputSchema>;

export class UnknownMemberError extends Error {}

/**
 * Stores one message for its whole audience (a broadcast is never copied per member), with its
 * HTML sanitised first (S-24); returns its id.
 */
export async function sendInboxMessage(db: DbOrTx, input: InboxMessageInput) {
  const item = inboxMessageInputSchema.parse(input);
  const base = { audience: item.audience, title: item.title, content: sanitizeHtml(item.content) };
  switch (item.audience) {
    case 'member': {
      const memberId = await findMemberId(db, item.username);
      if (memberId === undefined) throw new UnknownMemberError(item.username);
      return insertInboxMessage(db, { ...base, memberId });
    }
    case 'type':
      return insertInboxMessage(db, { ...base, memberType: item.memberType });
    case 'vip':
      return insertInboxMessage(db, { ...base, minVipLevel: item.minVipLevel });
    case 'all':
      return insertInboxMessage(db, base);
  }
}

/** Records the unread count the operator's chat service reports for a member (R-API-81). */
export async function setChatUnread(db: DbOrTx, username: string, unreadCount: number) {
  const memberId = await findMemberId(db, username);
  if (memberId === undefined) throw new UnknownMemberError(username);
  await writeChatUnread(db, memberId, z.int().min(0).max(1_000_000).parse(unreadCount));
}
