import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/stores/session';
import { usePopularAnnouncements } from '../api/get-popular-announcements';
import { markAnnouncementRead } from '../api/mark-announcement-read';
import { closedPopups, pendingPopups, rememberClosed } from '../lib/popup-session';
import { ContentDialog } from './ContentDialog';

/**
 * Pop-up announcements (R-HOME-39, R-MSG-18): the popular announcements call's PU items, one modal
 * after another on the home; each one closed is remembered in sessionStorage and not shown again in
 * this session. A member's is marked read.
 */
export function PopupAnnouncements() {
  const { t } = useTranslation();
  const member = useSession((s) => s.session !== null);
  const items = usePopularAnnouncements().data?.list ?? [];
  const [closed, setClosed] = useState<number[]>(() => closedPopups());
  const current = pendingPopups(items, closed)[0];
  const close = useCallback(() => {
    if (!current) return;
    rememberClosed(current.id);
    if (member && !current.read) void markAnnouncementRead(current.announcementId).catch(() => undefined);
    setClosed((c) => [...c, current.id]);
  }, [current, member]);
  if (!current) return null;
  return (
    <ContentDialog
      key={current.id}
      title={current.title}
      html={current.content}
      onClose={close}
      closeLabel={t('home_close')}
      testId="popup-announcement"
    />
  );
}
