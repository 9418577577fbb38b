import type { ActivityApplication } from '@app/contracts';
import type { Db } from '../../db/client.js';
import type { ActivityImage } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { checkImage, type FeedbackStorage } from '../feedback/index.js';
import { findApplication, findVisibleActivity, insertApplicationOnce } from './activity-repository.js';

export interface ApplyFields {
  activityId: string;
  comment: string;
}

/**
 * R-PROMO-03: an application to an activity open for them, once per member. Every image is checked
 * by its bytes (S-23) before anything is kept; the files are removed again if the row is not written.
 */
export async function applyToActivity(
  db: Db,
  storage: FeedbackStorage,
  memberId: number,
  fields: ApplyFields,
  uploads: Buffer[],
  now = new Date(),
): Promise<ActivityApplication> {
  const activity = await findVisibleActivity(db, Number(fields.activityId));
  if (!activity) throw new AppError('NOT_FOUND', { field: 'activityId' });
  if (!activity.needsApplication || now < activity.startsAt || now >= activity.endsAt)
    throw new AppError('ACTIVITY_CLOSED', { field: 'activityId' });
  const checked = uploads.map((bytes, index) => {
    const image = checkImage(bytes);
    if (!image) throw new AppError('IMAGE_INVALID', { field: `images.${index}` });
    return image;
  });
  const alreadyApplied = () => new AppError('ALREADY_APPLIED', { field: 'activityId' });
  if (await findApplication(db, activity.id, memberId)) throw alreadyApplied();

  const images: ActivityImage[] = [];
  try {
    for (const image of checked) {
      const key = await storage.put(image.bytes, image.extension);
      images.push({ key, type: image.contentType, size: image.bytes.length });
    }
    // The unique index settles two parallel applications: the second inserts nothing.
    const made = await insertApplicationOnce(db, {
      activityId: activity.id,
      memberId,
      comment: fields.comment,
      images,
    });
    if (!made) throw alreadyApplied();
    return {
      id: String(made.id),
      activityId: String(activity.id),
      status: 'applying',
      createdAt: made.createdAt.toISOString(),
    };
  } catch (error) {
    await Promise.allSettled(images.map((image) => storage.remove(image.key)));
    throw error;
  }
}
