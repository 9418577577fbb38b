import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useStatus } from '../../shared/api/get-status';
import { openCustomerService } from '../../shared/lib/customer-service';
import { notify } from '../../shared/stores/notices';
import { roleOf, useSession } from '../../shared/stores/session';
import { Icon } from '../../shared/ui/Icon';
import { MessageEntry } from './components/MessageEntry';
import { useLaunchChat } from './hooks/use-launch-chat';
import { useRefreshUnreadOnEnter, useUnreadCounts } from './hooks/use-unread-counts';
import '../../styles/tokens/message.css';
import * as styles from './message.module.css';

/**
 * The message centre (R-MSG-01 … R-MSG-04): Telegram, announcements, inbox, live chat (CBS3 only)
 * and affiliate service, each with its unread badge, and its own back button (no header, R-NAV-30).
 */
export default function MessageScreen() {
  const { t } = useTranslation();
  const info = useStatus().data?.info;
  const role = roleOf(useSession((s) => s.session));
  const counts = useUnreadCounts();
  const chat = useLaunchChat();
  useRefreshUnreadOnEnter();
  const telegram = info?.resources.find((r) => r.resourceType === 'TELEGRAM');
  // R-MSG-03: the affiliates' own service, else the general one.
  const service = info?.affiliateService ?? info?.customerService ?? null;
  return (
    <div className={styles.centre} data-testid="message-centre">
      <header className={`message-head ${styles.head}`}>
        <Link to="/home" className="icon-button" aria-label={t('header_back')} data-testid="message-back">
          <Icon name="back" />
        </Link>
        <h1>{t('title_message')}</h1>
        <span className="icon-button-spacer" />
      </header>
      <nav className={styles.entries} aria-label={t('title_message')}>
        {telegram && (
          <MessageEntry
            icon="telegram"
            label={t('msg_telegram')}
            href={telegram.url}
            testId="message-telegram"
          />
        )}
        <MessageEntry
          icon="announcement"
          label={t('msg_announcements')}
          to="/notice"
          count={counts.announcement}
          testId="message-announcements"
        />
        {role === 'trial' ? (
          <MessageEntry
            icon="inbox"
            label={t('msg_inbox')}
            onClick={() => notify('free_reject', { tone: 'error' })}
            testId="message-inbox"
          />
        ) : (
          <MessageEntry
            icon="inbox"
            label={t('msg_inbox')}
            to="/webEmail"
            count={counts.inbox}
            testId="message-inbox"
          />
        )}
        {info?.whitelabel.CBS3 && (
          <MessageEntry
            icon="chat"
            label={t('msg_live_chat')}
            onClick={() => void chat.start()}
            count={counts.chat}
            testId="message-chat"
          />
        )}
        {service && (
          <MessageEntry
            icon="affiliate"
            label={t('msg_affiliate_service')}
            onClick={() => openCustomerService(service) || notify('err_url_empty', { tone: 'error' })}
            testId="message-affiliate"
          />
        )}
      </nav>
      {chat.pending && <p className={styles.chatWait}>{t('msg_chat_opening')}</p>}
    </div>
  );
}
