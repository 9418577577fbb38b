import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
