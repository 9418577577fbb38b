import type { FeedbackImage } from '@app/contracts';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './account.js';

/** Player feedback (R-API-49); the images themselves are in the feedback storage, named by `key`. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type'),
    content: text('content').notNull(),
    images: jsonb('images').$type<FeedbackImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at').on(t.createdAt)],
);
