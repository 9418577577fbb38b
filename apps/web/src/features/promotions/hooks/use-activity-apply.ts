import { codePointLength, LIMITS } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/lib/api-client';
import { HANDLES_ERRORS } from '../../../shared/lib/query-scopes';
import { notify } from '../../../shared/stores/notices';
import { usePickedImages } from '../../feedback';
import { applyToActivity } from '../api/apply-activity';
import { activitiesQueryKey } from '../api/get-activities';

/**
 * The application form of one activity (R-PROMO-03): a comment of at most 140 characters counted
 * as code points, up to three images checked as feedback's are, and the sending.
 */
export function useActivityApply(activityId: string, onSent: () => void) {
  const [comment, setComment] = useState('');
  const images = usePickedImages();
  const queryClient = useQueryClient();
  const send = useMutation({ mutationFn: applyToActivity, meta: HANDLES_ERRORS });

  const length = codePointLength(comment);
  // Cuts by code points, so an emoji at the limit is kept whole or dropped, never split.
  const edit = (text: string) => setComment([...text].slice(0, LIMITS.activityCommentMaxLength).join(''));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { activityId, comment: comment.trim(), images: images.images.map((image) => image.file) },
      {
        async onSuccess() {
          images.clear();
          setComment('');
          notify('activity_sent', { tone: 'success' });
          await queryClient.invalidateQueries({ queryKey: activitiesQueryKey });
          onSent();
        },
        onError(error) {
          notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
          // Closed or applied meanwhile: the list shows where the activity now stands.
          void queryClient.invalidateQueries({ queryKey: activitiesQueryKey });
        },
      },
    );
  }

  return { comment, edit, length, images, busy: send.isPending, submit };
}
