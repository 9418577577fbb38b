import { promotionsEndpoints } from '@app/contracts';
import { callEndpoint } from '../../../shared/lib/api-client';

export interface ActivityApplicationDraft {
  activityId: string;
  comment: string;
  images: File[];
}

/** `POST /wps/activity/apply` as a multipart form: `activityId`, `comment` and `images` files (R-PROMO-03). */
export function applyToActivity({ activityId, comment, images }: ActivityApplicationDraft) {
  const form = new FormData();
  form.append('activityId', activityId);
  if (comment) form.append('comment', comment);
  for (const image of images) form.append('images', image, image.name);
  return callEndpoint(promotionsEndpoints.activityApply, { body: form });
}
