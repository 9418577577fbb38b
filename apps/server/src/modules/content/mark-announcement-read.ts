import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { announcementExists, insertRead } from './announcement-repository.js';

/** R-API-75: records the member's own read mark (S-20); idempotent; an unknown id is a 404. */
export async function markAnnouncementRead(db: DbOrTx, memberId: number, announcementId: number) {
  if (!(await announcementExists(db, announcementId))) {
    throw new AppError('NOT_FOUND', { field: 'announcementId' });
  }
  await insertRead(db, memberId, announcementId);
  return { success: true };
}
