import type { InboxMessage } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { SvgIcon } from '../../../shared/ui/Icon';
import { MESSAGE_ICONS } from '../lib/icons';
import * as styles from '../message.module.css';
import { RichText } from './RichText';

interface Props {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** One inbox message: title, date and read state; opened, its content and a delete button. */
export function InboxItem({ message, open, onToggle, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-read={message.read} data-testid="inbox-message">
      <button type="button" className={styles.itemHead} aria-expanded={open} onClick={onToggle}>
        <span className={styles.dot} role="img" aria-label={message.read ? t('msg_read') : t('msg_unread')} />
        <span className={styles.itemTitle}>{message.title}</span>
        <time className={styles.itemDate} dateTime={message.createdAt}>
          {formatMatchTime(message.createdAt)}
        </time>
      </button>
      {open && (
        <>
          <RichText html={message.content} testId="inbox-content" />
          <button type="button" className={styles.deleteButton} onClick={onDelete} data-testid="inbox-delete">
            <SvgIcon d={MESSAGE_ICONS.trash} size={18} />
            <span>{t('msg_delete')}</span>
          </button>
        </>
      )}
    </li>
  );
}
