import { AGENT_MEMBER_TYPES, type Announcement } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listAnnouncements } from './list-announcements.js';

export interface Reader {
  memberId: number;
  type: number;
}

/** R-MSG-09: player notices (PL) for everyone, agent notices (A) for agents too. */
function noticeTypes(reader: Reader | null): Announcement['type'][] {
  return reader && AGENT_MEMBER_TYPES.includes(reader.type) ? ['PL', 'A'] : ['PL'];
}

/** R-API-78: the notices the reader may see, with their own read marks (a guest's are all unread). */
export function listNotices(db: DbOrTx, language: string | undefined, reader: Reader | null) {
  return listAnnouncements(db, { types: noticeTypes(reader), language }, reader?.memberId ?? null);
}

/** The announcement unread counter of R-API-77: the notices above that the member has not read. */
export async function countUnreadNotices(db: DbOrTx, language: string | undefined, reader: Reader) {
  return (await listNotices(db, language, reader)).filter((n) => !n.read).length;
}

/** R-API-79: the current pop-up (PU) announcements in the operator's display order. */
export function listPopularAnnouncements(db: DbOrTx, language: string | undefined, memberId: number | null) {
  return listAnnouncements(db, { types: ['PU'], language }, memberId);
}
