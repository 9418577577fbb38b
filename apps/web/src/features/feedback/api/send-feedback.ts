import { type FeedbackType, feedbackEndpoints } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';

export interface FeedbackDraft {
  content: string;
  type: FeedbackType | null;
  images: File[];
}

/** `PUT /wps/feedback` as a multipart form: `content`, optional `type`, and `images` files (R-HELP-11). */
export function sendFeedback({ content, type, images }: FeedbackDraft) {
  const form = new FormData();
  form.append('content', content);
  if (type) form.append('type', type);
  for (const image of images) form.append('images', image, image.name);
  return callEndpoint(feedbackEndpoints.send, { body: form });
}

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback, meta: HANDLES_ERRORS });
