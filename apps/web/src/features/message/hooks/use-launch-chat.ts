import { TIMING } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../shared/lib/api-client';
import { notify } from '../../../shared/stores/notices';
import { usePreferences } from '../../../shared/stores/preferences';
import { roleOf, useSession } from '../../../shared/stores/session';
import { launchChat } from '../api/launch-chat';

/** The header colour the chat page is asked to use: the site's accent in the current theme. */
function accentColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : '#f7c948';
}

/**
 * Live chat (R-MSG-12, R-MSG-13): guests go to /m/login, trial accounts see `free_reject`, members
 * are sent to the chat URL 500 ms after the server gives it.
 */
export function useLaunchChat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = roleOf(useSession((s) => s.session));
  const language = usePreferences((s) => s.language);
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    if (role === 'guest') {
      notify('in_logged_login');
      return navigate('/login');
    }
    if (role === 'trial') return void notify('free_reject', { tone: 'error' });
    setPending(true);
    try {
      const backUrl = `${window.location.origin}/m/message`;
      const { chatUrl } = await launchChat(language, backUrl, t('msg_live_chat'), accentColour());
      setTimeout(() => window.location.assign(chatUrl), TIMING.chatNavigationDelayMs);
    } catch (error) {
      setPending(false);
      notify(error instanceof ApiError ? error.messageKey : 'err_unknown', { tone: 'error' });
    }
  }, [role, language, navigate, t]);
  return { start, pending };
}
