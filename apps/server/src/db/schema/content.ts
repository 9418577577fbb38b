import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './account.js';

/** Help centre items per language; `content` holds HTML that was sanitised before it was stored. */
export const helpItems = pgTable(
  'help_items',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('help_items_language_key').on(t.language, t.key)],
);

/** Announcements, marquee items, banners and pop-ups (SPEC §3); `content` is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    groupName: text('group_name'),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    url: text('url').notNull().default(''),
    linkage: text('linkage').notNull().default(''),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_listing').on(t.language, t.type, t.position),
    check('announcements_type', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
  ],
);

/** Read marks, one per member and announcement (S-20: only the member's own). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/** Lobby news (GLS2_lobbyNews), per language. */
export const lobbyNews = pgTable(
  'lobby_news',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('lobby_news_listing').on(t.language, t.publishedAt)],
);
