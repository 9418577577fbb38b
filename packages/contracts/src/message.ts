import { z } from 'zod';
import { languageParam, text } from './fields.js';
import { announcementSchema } from './games.js';

/** A positive id sent as a JSON number or, in a query string, as plain digits. */
const idParam = z.union([
  z.int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,9}$/u)
    .transform(Number)
    .pipe(z.int().positive()),
]);
const chatModule = z.literal('CBS3');

// ─── Notices and popular announcements (R-API-78, R-API-79) ─────────────────

export const noticesQuerySchema = z.strictObject({ language: languageParam });
export const noticeListSchema = z.object({ list: z.array(announcementSchema) });

// ─── Unread counters (R-API-77, R-API-81) ───────────────────────────────────

export const unreadCountQuerySchema = z.strictObject({ language: languageParam });
export const unreadCountSchema = z.object({
  announcementUnreadCount: z.int(),
  chatUnreadCount: z.int(),
  inboxUnreadCount: z.int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const chatUnreadQuerySchema = z.strictObject({ module: chatModule.optional() });
export const chatUnreadSchema = z.object({ unreadCount: z.int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

// ─── Live chat (R-API-80, R-API-82) ─────────────────────────────────────────

export const chatModelSchema = z.object({ name: z.string(), avatarUrl: z.string(), online: z.boolean() });
export const modelListQuerySchema = z.strictObject({ module: chatModule });
export const modelListSchema = z.object({ list: z.array(chatModelSchema) });
export type ChatModel = z.infer<typeof chatModelSchema>;

export const launchChatQuerySchema = z.strictObject({
  b2c: z.literal('1'),
  language: text(10),
  /** Where the chat service sends the player back: a page of this site or an http(s) URL. */
  backUrl: text(2000).regex(/^(\/m(\/\S*)?|https?:\/\/\S+)$/u, 'a /m/ path or an http(s) URL'),
  headerColor: z
    .string()
    .regex(/^#?[0-9a-fA-F]{3,8}$/u, 'a hex colour')
    .optional(),
  title: text(100).optional(),
  module: chatModule,
});
export const launchChatSchema = z.object({ chatUrl: z.string() });
export type LaunchChat = z.infer<typeof launchChatSchema>;

// ─── Inbox (R-MSG-11) ───────────────────────────────────────────────────────

export const inboxQuerySchema = z.strictObject({
  pageNum: z
    .union([
      z.int(),
      z
        .string()
        .regex(/^\d{1,6}$/u)
        .transform(Number),
    ])
    .pipe(z.int().min(1).max(100_000))
    .default(1),
});
export const inboxMessageSchema = z.object({
  messageId: z.int(),
  title: z.string(),
  /** Sanitised HTML (S-24). */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNum: z.int(),
  totalPages: z.int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export const inboxMessageBodySchema = z.strictObject({ messageId: idParam });
/** The designed REST paths name the message in the path (R-API-129). */
export const inboxMessageParamsSchema = z.strictObject({ id: idParam });
