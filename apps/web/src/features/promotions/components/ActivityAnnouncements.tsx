import type { Announcement } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { safeHtml } from '../../../shared/lib/safe-html';
import * as activityStyles from '../activity.module.css';
import { useActivityAnnouncements } from '../api/get-activity-announcements';

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const html = useMemo(() => ({ __html: safeHtml(announcement.content) }), [announcement.content]);
  return (
    <details className={activityStyles.newsItem} data-testid="activity-news-item">
      <summary>{announcement.title}</summary>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by safeHtml (allow-list) */}
      <div className={`rich-text ${activityStyles.newsBody}`} dangerouslySetInnerHTML={html} />
    </details>
  );
}

/** The operator's promotion (PR) announcements, above the activities (R-MSG-09); none, nothing shown. */
export function ActivityAnnouncements() {
  const { t } = useTranslation();
  const list = useActivityAnnouncements().data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={activityStyles.news} data-testid="activity-news">
      <h2>{t('activity_news')}</h2>
      {list.map((announcement) => (
        <AnnouncementItem key={announcement.id} announcement={announcement} />
      ))}
    </section>
  );
}
