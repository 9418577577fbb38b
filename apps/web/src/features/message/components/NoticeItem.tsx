import type { Announcement } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../shared/lib/date-time';
import * as styles from '../message.module.css';
import { RichText } from './RichText';

interface Props {
  notice: Announcement;
  open: boolean;
  onToggle(): void;
}

/** One announcement: title, date and read state; its content shows below when opened. */
export function NoticeItem({ notice, open, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <li id={`notice-${notice.id}`} className={styles.item} data-read={notice.read} data-testid="notice">
      <button type="button" className={styles.itemHead} aria-expanded={open} onClick={onToggle}>
        <span className={styles.dot} role="img" aria-label={notice.read ? t('msg_read') : t('msg_unread')} />
        <span className={styles.itemTitle}>{notice.title}</span>
        <time className={styles.itemDate} dateTime={notice.publishedAt}>
          {formatDate(notice.publishedAt)}
        </time>
      </button>
      {open && <RichText html={notice.content} testId="notice-content" />}
    </li>
  );
}
