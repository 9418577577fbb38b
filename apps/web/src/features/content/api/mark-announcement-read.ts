import { contentEndpoints, TIMING } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';
import { spacedCalls } from '../../../shared/lib/spaced-calls';

/** Marks one announcement as read (SPEC §7), at most one call per 150 ms (R-CONST-06, R-MSG-06). */
export const markAnnouncementRead = spacedCalls(
  (announcementId: number) =>
    callEndpoint(contentEndpoints.markAnnouncementRead, { body: { announcementId, read: true } }),
  TIMING.markReadThrottleMs,
);
