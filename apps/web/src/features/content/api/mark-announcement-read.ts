import { TIMING } from '@app/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { spacedCalls } from '../../../shared/lib/spaced-calls';

/** Marks one announcement as read (SPEC §7), at most one call per 150 ms (R-CONST-06, R-MSG-06). */
export const markAnnouncementRead = spacedCalls(
  (announcementId: number) =>
    apiRequest<unknown>('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', {
      body: { announcementId, read: true },
    }),
  TIMING.markReadThrottleMs,
);
