import type { FeedbackFields, FeedbackImage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { insertFeedback } from './feedback-repository.js';
import type { FeedbackStorage } from './feedback-storage.js';
import { checkImage } from './image-check.js';

/**
 * R-API-49 with S-23: every image is checked by its bytes before anything is kept, then the files
 * and the row are written; if the row cannot be written, the files written for it are removed.
 */
export async function submitFeedback(
  db: Db,
  storage: FeedbackStorage,
  memberId: number,
  fields: FeedbackFields,
  uploads: Buffer[],
) {
  const checked = uploads.map((bytes, index) => {
    const image = checkImage(bytes);
    if (!image) throw new AppError('IMAGE_INVALID', { field: `images.${index}` });
    return image;
  });
  const images: FeedbackImage[] = [];
  try {
    for (const image of checked) {
      const key = await storage.put(image.bytes, image.extension);
      images.push({
        key,
        contentType: image.contentType,
        bytes: image.bytes.length,
        width: image.width,
        height: image.height,
      });
    }
    await insertFeedback(db, { memberId, type: fields.type ?? null, content: fields.content, images });
  } catch (error) {
    await Promise.allSettled(images.map((image) => storage.remove(image.key)));
    throw error;
  }
  return { success: true };
}
