import { type Activity, resolveLanguage } from '@app/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listVisibleActivities } from './activity-repository.js';
import { activityView } from './activity-view.js';

/** R-PROMO-01: the activities that are not hidden, in the asked language, with the viewer's status. */
export async function listActivities(
  db: DbOrTx,
  memberId: number | null,
  language: string | undefined,
  now = new Date(),
): Promise<Activity[]> {
  const lang = resolveLanguage(language);
  const rows = await listVisibleActivities(db, memberId);
  return rows.map(({ activity, applicationStatus, reviewNote, rewardStatus }) =>
    activityView(
      activity,
      applicationStatus === null ? null : { status: applicationStatus, reviewNote, rewardStatus },
      lang,
      now,
    ),
  );
}
