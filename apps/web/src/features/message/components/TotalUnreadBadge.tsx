import { useUnreadCounts } from '../hooks/use-unread-counts';
import { UnreadBadge } from './UnreadBadge';

/** The side menu's Messages entry: the announcement, inbox and chat counts together (R-MSG-16). */
export function TotalUnreadBadge() {
  const { announcement, inbox, chat } = useUnreadCounts();
  return <UnreadBadge count={announcement + inbox + chat} testId="menu-messages-badge" />;
}
