import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatUnreadCounts, inboxMessageStates, inboxMessages, members } from '../../db/schema/index.js';
import { onBreakAt } from '../protection/index.js';

/**
 * Whether a message is addressed to the member: one sent to them, or a group message (their type,
 * their VIP level or above, everyone) sent since they joined, so a new account does not inherit
 * years of old broadcasts, and not while they were on a break (no marketing then, issue 16).
 */
const addressedTo = (memberId: number) => sql`exists (
  select 1 from ${members} m where m.id = ${memberId} and (
    (${inboxMessages.audience} = 'member' and ${inboxMessages.memberId} = m.id)
    or (${inboxMessages.createdAt} >= m.created_at
      and not ${onBreakAt(sql`m.id`, sql`${inboxMessages.createdAt}`)} and (
      ${inboxMessages.audience} = 'all'
      or (${inboxMessages.audience} = 'type' and ${inboxMessages.memberType} = m.type)
      or (${inboxMessages.audience} = 'vip' and ${inboxMessages.minVipLevel} <= m.vip_level)))))`;

/** The member's own marks only (S-20). */
const ownState = (memberId: number) =>
  and(eq(inboxMessageStates.messageId, inboxMessages.id), eq(inboxMessageStates.memberId, memberId));

const visible = (memberId: number) => and(addressedTo(memberId), isNull(inboxMessageStates.deletedAt));

const inboxColumns = {
  messageId: inboxMessages.id,
  title: inboxMessages.title,
  content: inboxMessages.content,
  createdAt: inboxMessages.createdAt,
  read: sql<boolean>`${inboxMessageStates.readAt} is not null`.mapWith(Boolean),
};

export function listInboxPage(db: DbOrTx, memberId: number, limit: number, offset: number) {
  return db
    .select(inboxColumns)
    .from(inboxMessages)
    .leftJoin(inboxMessageStates, ownState(memberId))
    .where(visible(memberId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(limit)
    .offset(offset);
}

/** One message the member can see; undefined for another member's, a deleted or an unknown one. */
export async function findInboxMessage(db: DbOrTx, memberId: number, messageId: number) {
  const [row] = await db
    .select(inboxColumns)
    .from(inboxMessages)
    .leftJoin(inboxMessageStates, ownState(memberId))
    .where(and(eq(inboxMessages.id, messageId), visible(memberId)));
  return row;
}

export async function countInbox(db: DbOrTx, memberId: number, unreadOnly: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .leftJoin(inboxMessageStates, ownState(memberId))
    .where(and(visible(memberId), unreadOnly ? isNull(inboxMessageStates.readAt) : undefined));
  return row?.n ?? 0;
}

/**
 * Sets one of the member's marks on a message addressed to them, in one statement so that a check
 * and a write cannot be split; a message already deleted stays deleted. False when the member has
 * no such message (another member's, deleted, or unknown: the same answer for all three).
 */
export async function markMessage(db: DbOrTx, memberId: number, messageId: number, mark: 'read' | 'deleted') {
  const column = mark === 'read' ? sql.raw('read_at') : sql.raw('deleted_at');
  const result = await db.execute<{ message_id: number }>(sql`
    insert into ${inboxMessageStates} (member_id, message_id, ${column})
    select ${memberId}, ${inboxMessages.id}, now() from ${inboxMessages}
      where ${inboxMessages.id} = ${messageId} and ${addressedTo(memberId)}
    on conflict (member_id, message_id) do update
      set ${column} = coalesce(${inboxMessageStates}.${column}, excluded.${column})
      where ${inboxMessageStates}.deleted_at is null
    returning message_id`);
  return result.rows.length > 0;
}

export type InboxMessageRow = typeof inboxMessages.$inferInsert;

export async function insertInboxMessage(db: DbOrTx, row: InboxMessageRow) {
  const [added] = await db.insert(inboxMessages).values(row).returning({ id: inboxMessages.id });
  return added?.id;
}

export function listAllInboxMessages(db: DbOrTx) {
  return db
    .select({
      id: inboxMessages.id,
      audience: inboxMessages.audience,
      memberId: inboxMessages.memberId,
      memberType: inboxMessages.memberType,
      minVipLevel: inboxMessages.minVipLevel,
      title: inboxMessages.title,
      createdAt: inboxMessages.createdAt,
    })
    .from(inboxMessages)
    .orderBy(desc(inboxMessages.createdAt), asc(inboxMessages.id))
    .limit(200);
}

export async function deleteInboxMessage(db: DbOrTx, id: number) {
  return (await db.delete(inboxMessages).where(eq(inboxMessages.id, id)).returning({ id: inboxMessages.id }))
    .length;
}

export async function findMemberId(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  return row?.id;
}

export async function readChatUnread(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ n: chatUnreadCounts.unreadCount })
    .from(chatUnreadCounts)
    .where(eq(chatUnreadCounts.memberId, memberId));
  return row?.n ?? 0;
}

export async function writeChatUnread(db: DbOrTx, memberId: number, unreadCount: number) {
  await db
    .insert(chatUnreadCounts)
    .values({ memberId, unreadCount })
    .onConflictDoUpdate({
      target: chatUnreadCounts.memberId,
      set: { unreadCount, updatedAt: sql`now()` },
    });
}
