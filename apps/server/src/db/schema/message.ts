import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

/**
 * Inbox messages the operator sends (R-MSG-11). A message is stored once, whatever its audience:
 * one member, the members of one type, those at or above a VIP level, or everyone. `content` is
 * HTML that was sanitised before it was stored (S-24).
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    memberType: smallint('member_type'),
    minVipLevel: smallint('min_vip_level'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_messages_member').on(t.memberId),
    check(
      'inbox_messages_audience',
      sql`(${t.audience} = 'member' and ${t.memberId} is not null and ${t.memberType} is null and ${t.minVipLevel} is null)
        or (${t.audience} = 'type' and ${t.memberType} is not null and ${t.memberId} is null and ${t.minVipLevel} is null)
        or (${t.audience} = 'vip' and ${t.minVipLevel} is not null and ${t.memberId} is null and ${t.memberType} is null)
        or (${t.audience} = 'all' and ${t.memberId} is null and ${t.memberType} is null and ${t.minVipLevel} is null)`,
    ),
  ],
);

/** Each member's own read and delete marks (S-20); a message without a row is unread. */
export const inboxMessageStates = pgTable(
  'inbox_message_states',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/**
 * Unread chat messages per member, as the operator's chat service last reported them (the
 * conversations themselves live in that service).
 */
export const chatUnreadCounts = pgTable(
  'chat_unread_counts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chat_unread_counts_non_negative', sql`${t.unreadCount} >= 0`)],
);
