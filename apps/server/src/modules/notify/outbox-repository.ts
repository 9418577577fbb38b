import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailOutbox, smsOutbox } from '../../db/schema/index.js';

export function listSmsOutbox(db: Db, limit: number) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
}

export function listEmailOutbox(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
