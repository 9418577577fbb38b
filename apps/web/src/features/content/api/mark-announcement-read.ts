import { apiRequest } from '../../../shared/lib/api-client';

/** Marks one announcement as read (SPEC §7). */
export const markAnnouncementRead = (announcementId: number) =>
  apiRequest<unknown>('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
    body: { announcementId, read: true },
  });
