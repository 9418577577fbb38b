import { codePointLength, type FeedbackType, LIMITS } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import type { LoginRedirectState } from '../../../shared/lib/login-redirect';
import { notify } from '../../../shared/stores/notices';
import { useSession } from '../../../shared/stores/session';
import { useSendFeedback } from '../api/send-feedback';
import { usePickedImages } from './use-picked-images';

/** The feedback form: 140 characters counted as code points (R-HELP-09), images, topic, sending. */
export function useFeedbackForm() {
  const [content, setContent] = useState('');
  const [type, setType] = useState<FeedbackType | null>(null);
  const images = usePickedImages();
  const send = useSendFeedback();
  const loggedIn = useSession((s) => s.session !== null);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const length = codePointLength(content);
  const canSend = content.trim() !== '' && length <= LIMITS.feedbackMaxLength && !send.isPending;

  // Cuts by code points, so an emoji at the limit is kept whole or dropped, never split.
  const edit = (text: string) => setContent([...text].slice(0, LIMITS.feedbackMaxLength).join(''));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!loggedIn) {
      const state: LoginRedirectState = { from: { pathname, search, hash } };
      notify('in_logged_login');
      navigate('/login', { state });
      return;
    }
    if (!canSend) return;
    send.mutate(
      { content: content.trim(), type, images: images.images.map((i) => i.file) },
      {
        onSuccess() {
          setContent('');
          setType(null);
          images.clear();
          notify('fb_sent', { tone: 'success' });
        },
        onError(error) {
          notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
        },
      },
    );
  }

  return { content, edit, length, type, setType, images, loggedIn, canSend, busy: send.isPending, submit };
}
